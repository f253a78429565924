import { todayIst, type StaffSessionsResponse } from '@sukoon/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { users } from '../accounts/schema';
import { isErasedEmail } from '../accounts/users';
import { bookings } from '../bookings/schema';
import { services } from '../catalogue/schema';

/** 'HH:mm:ss' -> 'HH:mm' (bookings keep Indian time). */
const hoursMinutes = (time: string) => time.slice(0, 5);

/** The confirmed sessions of one Indian calendar day (today by the app's clock without one), in start order. */
export async function sessionsOfDay(db: Db, date: string | undefined, now: Date): Promise<StaffSessionsResponse> {
  const day = date ?? todayIst(now);
  const rows = await db
    .select({
      id: bookings.id,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      paymentMethod: bookings.paymentMethod,
      meetingLink: bookings.meetingLink,
      title: services.title,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(eq(bookings.date, day), eq(bookings.status, 'confirmed')))
    .orderBy(asc(bookings.startTime), asc(bookings.id));
  return {
    date: day,
    sessions: rows.map((row) => ({
      booking_id: row.id,
      start_time: hoursMinutes(row.startTime),
      end_time: hoursMinutes(row.endTime),
      service_title: row.title,
      client_name: `${row.firstName} ${row.lastName}`.trim(),
      // An erased account's placeholder address is nobody's: staff see an empty name and address.
      email: isErasedEmail(row.email) ? '' : row.email,
      // Every session is held online (the meeting link); the bookings' own answers say the same.
      mode: 'online',
      payment_method: row.paymentMethod,
      meeting_link: row.meetingLink,
    })),
  };
}

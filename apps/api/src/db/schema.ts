// Every table of the app, in one module: drizzle-kit reads it to generate migrations, and drizzle() gets it for
// relational queries. Each feature keeps its tables in src/features/<name>/schema.ts and adds one line here.
export * from '../mail/schema';
export * from '../clock/schema';
export * from '../http/limitSchema';
export * from '../features/accounts/schema';
export * from '../features/catalogue/schema';
export * from '../features/coupons/schema';
export * from '../features/counsellors/schema';
export * from '../features/bookings/schema';
export * from '../features/memberships/schema';
export * from '../features/payments/schema';
export * from '../features/feedback/schema';
export * from '../features/content/schema';
export * from '../features/inquiries/schema';
export * from '../features/invoices/schema';

// Sample values for the payment tests, so each does not write its own.

/** A booking's POST /api/payments/initiate/ body with every alias of its fields the old client sent. */
export const sampleBookingPaymentBody = {
  booked_session: 7,
  booked_session_id: 7,
  booking_session_id: 7,
  booking_id: 7,
  sub_category: 101,
  sub_category_id: 101,
  service_id: 101,
  final_price: 5000,
  price: 5000,
  amount: 5000,
  gst_number: null,
  coupon_code: '',
};

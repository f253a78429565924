// The company's brand and contact details: one module for the site, the e-mails and the
// legal pages. These are demo values for a fictional company; replace them for a real launch.
export const brand = {
  name: 'Sukoon',
  legalName: 'Sukoon Wellbeing Private Limited',
  tagline: 'Online counselling, coaching and mental wellness',
  foundedYear: 2014,
  supportEmail: 'support@sukoon.example',
  phones: ['+91 90000 00001', '+91 90000 00002'] as const,
  whatsapp: '+91 90000 00001',
  offices: {
    coworking: {
      title: 'Co-working office',
      lines: ['Level 5, Demo Towers, HITEC City', 'Hyderabad, Telangana 500081'],
      note: 'Appointment-based access',
    },
    registered: {
      title: 'Registered office',
      lines: ['12-3-456, Demo Road, Marredpally', 'Secunderabad, Telangana 500026'],
      note: 'Registered address',
    },
  },
  social: [
    { name: 'Instagram', href: 'https://instagram.com/sukoon.example' },
    { name: 'LinkedIn', href: 'https://linkedin.com/company/sukoon-example' },
    { name: 'YouTube', href: 'https://youtube.com/@sukoon.example' },
    { name: 'Facebook', href: 'https://facebook.com/sukoon.example' },
  ],
  appStores: {
    googlePlay: 'https://play.google.com/store/apps/details?id=example.sukoon',
    appStore: 'https://apps.apple.com/app/id0000000000',
  },
  legalLastUpdated: 'April 22, 2024',
  /**
   * GST registration and invoicing (demo values: a made-up GSTIN with a valid check character). Prices are GST
   * inclusive. The SAC is the one an accountant chose for counselling and coaching; confirm it for a real launch.
   */
  gst: {
    gstin: '36AAKCS1234F1ZJ',
    stateCode: '36',
    ratePercent: 18,
    sac: '999319',
    serviceDescription: 'Counselling and coaching sessions (online)',
    invoicePrefix: 'SUK',
  },
} as const;

export type Brand = typeof brand;

// The public surface of the design system: every export is named here. Apps import by
// sub-path ('@sukoon/ui/Button') so a page pulls in only the components it renders.
// Two layers: primitives (tokens, atoms and the small pieces everything is built from) and the
// product's patterns, built only from primitives.

// Foundations: the theme contract, media queries and the layout and type atoms (sprinkles).
export { vars, media, atoms, spaces, type Atoms, type Responsive, type Space } from './theme';

// Code split by component: React's lazy for a named export.
export * from './lazyNamed';

// Primitives
export * from './tone';
export * from './primitives/Icon';
export * from './primitives/VisuallyHidden';
export * from './primitives/Text';
export * from './primitives/Heading';
export * from './primitives/Badge';
export * from './primitives/Stack';
export * from './primitives/Inline';
export * from './primitives/Section';
export * from './primitives/TextLink';
export * from './primitives/Button';
export * from './primitives/Spinner';
export * from './primitives/TextField';
export * from './primitives/PasswordField';
export * from './primitives/Select';
export * from './primitives/Checkbox';
export * from './primitives/ChoiceGroup';
export * from './primitives/Dialog';
export * from './primitives/Notice';
export * from './primitives/Toast';
export * from './primitives/ResponsivePicture';

// Patterns: site shell
export * from './patterns/PageHeading';
export * from './patterns/SiteHeader';
export * from './patterns/SiteFooter';
export * from './patterns/FloatingMembershipButton';
export * from './patterns/NotFound';
export * from './primitives/OfflineNotice';
export * from './patterns/RetroTvStatus';

// Patterns: accounts
export * from './patterns/locations';
export * from './patterns/PersonalFields';
export * from './primitives/FormLayout';
export * from './patterns/SignInDialog';
export * from './patterns/SocialSignInButton';
export * from './patterns/CompleteProfileDialog';
export * from './patterns/RegistrationForm';
export * from './patterns/ProfileDetails';
export * from './patterns/UserMenu';
export * from './patterns/OtpBoxes';
export * from './patterns/ForgotPasswordDialog';
export * from './patterns/VerifyEmailPanel';
export * from './patterns/ChangePasswordDialog';

// Patterns: services, booking and payment
export * from './patterns/CategoryTabs';
export * from './patterns/MembershipCard';
export * from './patterns/PlansGrid';
export * from './patterns/MembershipPanel';
export * from './patterns/PurchaseModal';
export * from './patterns/BookingItem';
export * from './patterns/BookingList';
export * from './patterns/FeedbackSteps';
export * from './patterns/ServiceCard';
export * from './patterns/ServiceGrid';
export * from './patterns/DayPicker';
export * from './patterns/SlotGrid';
export * from './patterns/BookingSummary';
export * from './patterns/BookingModal';
export * from './patterns/PaymentOverlay';
export * from './patterns/PaymentProcessing';
export * from './patterns/PaymentStatus';

// Patterns: about and testimonials
export * from './patterns/CertificateList';
export * from './patterns/Founder';
export * from './patterns/OfficeCards';
export * from './patterns/TestimonialCard';
export * from './patterns/TestimonialGrid';
export * from './patterns/HomeTestimonials';

// Patterns: legal pages and crisis help
export * from './patterns/LegalPage';
export * from './patterns/CrisisStrip';
export * from './patterns/ContactForm';

// Patterns: media and gallery
export * from './patterns/LogoStrip';
export * from './patterns/Gallery';

// Patterns: home page sections
export * from './patterns/Stats';
export * from './patterns/ArticleCard';
export * from './patterns/ArticleList';
export * from './patterns/Hero';
export * from './patterns/ServiceCarousel';
export * from './patterns/ServicesList';

// Patterns: home page, Minute Of Calm (A4)
export * from './patterns/CalmGauge';
export * from './patterns/CalmTimer';
export * from './patterns/Confetti';

// Patterns: the staff area
export * from './patterns/StaffSection';
export * from './patterns/StaffNav';
export * from './patterns/StaffNotStaff';
export * from './patterns/StaffSessions';
export * from './patterns/StaffRefunds';
export * from './patterns/StaffPaymentsExport';
export * from './patterns/StaffCoupons';
export * from './patterns/StaffCouponForm';
export * from './patterns/StaffTestimonials';
export * from './patterns/StaffInquiries';

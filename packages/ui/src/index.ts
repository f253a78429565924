// The public surface of the design system: every export is named here. Apps import by
// sub-path ('@sukoon/ui/Button') so a page pulls in only the components it renders.
// Two layers: primitives (tokens, atoms and the small pieces everything is built from) and the
// product's patterns, built only from primitives.

// Foundations: the theme contract, media queries and the layout and type atoms (sprinkles).
export { vars, media, atoms, spaces, type Atoms, type Responsive, type Space } from './theme';

// Primitives
export * from './tone';
export * from './Icon';
export * from './VisuallyHidden';
export * from './Stack';
export * from './Inline';
export * from './TextLink';
export * from './Button';
export * from './Spinner';
export * from './TextField';
export * from './PasswordField';
export * from './Select';
export * from './Checkbox';
export * from './ChoiceGroup';
export * from './Dialog';
export * from './Notice';
export * from './Toast';

// Patterns: site shell
export * from './PageHeading';
export * from './SiteHeader';
export * from './SiteFooter';
export * from './FloatingMembershipButton';
export * from './NotFound';
export * from './OfflineNotice';
export * from './RetroTvStatus';

// Patterns: accounts
export * from './locations';
export * from './FormLayout';
export * from './SignInDialog';
export * from './SocialSignInButton';
export * from './CompleteProfileDialog';
export * from './RegistrationForm';
export * from './ProfileDetails';
export * from './UserMenu';
export * from './OtpBoxes';
export * from './ForgotPasswordDialog';
export * from './VerifyEmailPanel';
export * from './ChangePasswordDialog';

// Patterns: services, booking and payment
export * from './CategoryTabs';
export * from './ServiceCard';
export * from './ServiceGrid';
export * from './DayPicker';
export * from './SlotGrid';
export * from './BookingSummary';
export * from './BookingModal';
export * from './PaymentOverlay';
export * from './PaymentProcessing';
export * from './PaymentStatus';

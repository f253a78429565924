// The parts Notice and Toast share: the tone's icon at the start and the Dismiss button at the end.
import { Icon } from '../Icon';
import { iconButton } from '../../theme/surface.css';
import { toneIcon, toneIconNames, toneMessageIcon, type Tone } from '../../tone';

/** Each tone has its own icon, in its strong colour, so a tone never relies on colour alone. */
export function ToneIcon({ tone }: { tone: Tone }) {
  return <Icon name={toneIconNames[tone]} className={`${toneMessageIcon} ${toneIcon[tone]}`} />;
}

/** The Dismiss button: a small icon button in the message's own colour, named by `label`; `className` places it. */
export function DismissButton({ label, onClick, className }: { label: string; onClick(): void; className: string }) {
  return (
    <button
      type="button"
      className={`${iconButton({ size: 'small', tone: 'inherit' })} ${className}`}
      aria-label={label}
      onClick={onClick}
    >
      <Icon name="dismiss" size="small" />
    </button>
  );
}

export { tones, toneIconNames, toneRole, type Tone } from './tone';
export { tonePalette, toneSurface, toneIcon, toneAction, toneMessage, toneMessageIcon } from './tone.css';

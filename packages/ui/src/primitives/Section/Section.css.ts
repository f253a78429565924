import { atoms } from '../../theme/atoms.css';

/** A page section: its heading block, then its content, spaced alike on every page. */
export const root = atoms({ display: 'flex', flexDirection: 'column', gap: { mobile: '4', tablet: '6' } });

export const head = atoms({ display: 'flex', flexDirection: 'column', gap: '2', textAlign: 'center' });

import type { Meta, StoryObj } from '@storybook/react-vite';
import { tokens } from '@sukoon/tokens';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { media } from '../theme/media';
import { vars } from '../theme/theme.css';
import { contrastLabel, contrastRatio } from './contrast';
import * as s from './Tokens.css';

// Every page below is rendered from `tokens` (the values) and `vars` (the CSS variables), walked in
// step, so a designer reviews exactly what the components use: nothing is typed twice.

type Tree = { readonly [key: string]: string | Tree };

interface Row {
  /** Dotted token path inside its group, e.g. "brandAccent.rest". */
  name: string;
  value: string;
  /** var(--sk-…), usable in a style. */
  ref: string;
  /** --sk-…, as a developer types it. */
  cssVar: string;
}

function flatten(values: Tree, refs: Tree, prefix: string[] = []): Row[] {
  return Object.entries(values).flatMap(([key, value]) => {
    const ref = refs[key];
    const path = [...prefix, key];
    if (typeof value === 'string' && typeof ref === 'string') {
      return [{ name: path.join('.'), value, ref, cssVar: ref.replace(/^var\((--[^)]+)\)$/, '$1') }];
    }
    if (typeof value === 'object' && typeof ref === 'object') return flatten(value, ref, path);
    throw new Error(`tokens and vars disagree at ${path.join('.')}`);
  });
}

const tree = (node: unknown) => node as Tree;
const group = (name: keyof typeof tokens) => flatten(tree(tokens[name]), tree(vars[name]));

const humanise = (key: string) => {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function Page({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <main className={s.page}>
      <header className={s.intro}>
        <h1 className={s.h1}>{title}</h1>
        <p className={s.lead}>{lead}</p>
      </header>
      {children}
    </main>
  );
}

function Variable({ row }: { row: Row }) {
  return (
    <>
      <code className={s.code}>{row.cssVar}</code>
      <code className={s.code}>{row.value}</code>
    </>
  );
}

function TokenTable({ caption, rows, sample }: { caption: string; rows: Row[]; sample?: (row: Row) => ReactNode }) {
  return (
    <table className={s.table}>
      <caption className={s.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={s.th}>
            Token
          </th>
          <th scope="col" className={s.th}>
            CSS variable
          </th>
          <th scope="col" className={s.th}>
            Value
          </th>
          {sample ? (
            <th scope="col" className={s.th}>
              Sample
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row" className={s.td}>
              {row.name}
            </th>
            <td className={s.td}>
              <code className={`${s.code} ${s.cellCode}`}>{row.cssVar}</code>
            </td>
            <td className={s.td}>
              <code className={s.code}>{row.value}</code>
            </td>
            {sample ? <td className={s.td}>{sample(row)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// ---------------------------------------------------------------- colour

const colourValues = tree(tokens.color);
const colourRefs = tree(vars.color);
const allColours = flatten(colourValues, colourRefs);

/** Top-level single colours (canvas, surface, overlay, …) form one group; each nested role is a group. */
const colourGroups: { title: string; key: string | null; rows: Row[] }[] = [
  { title: 'Surfaces and base', key: null, rows: allColours.filter((row) => !row.name.includes('.')) },
  ...Object.entries(colourValues)
    .filter(([, value]) => typeof value === 'object')
    .map(([key]) => ({ title: humanise(key), key, rows: allColours.filter((row) => row.name.startsWith(`${key}.`)) })),
];

const find = (name: string) => allColours.find((row) => row.name === name);
const interactionStates = ['rest', 'hover', 'active', 'disabled'] as const;

/** The state colours of an interactive role side by side, each with the text colour our Button puts on it. */
function StateStrip({ roleKey }: { roleKey: string }) {
  const onColour = find(`${roleKey}.onAccent`) ?? find(`${roleKey}.onNeutral`) ?? find('text.inverse')!;
  // As in Button: disabled primary and warm buttons use primary text; a disabled neutral one, disabledText.
  const onDisabled = find(`${roleKey}.onNeutral`) ? find('disabledText')! : find('text.primary')!;
  const present = interactionStates
    .map((state) => find(`${roleKey}.${state}`))
    .filter((row): row is Row => row !== undefined);
  return (
    <ul className={s.states} aria-label={`${humanise(roleKey)} states`}>
      {present.map((row) => {
        const text = row.name.endsWith('.disabled') ? onDisabled : onColour;
        const ratio = contrastRatio(text.value, row.value);
        const state = row.name.split('.').pop()!;
        return (
          <li key={row.name} className={s.state} title={`${text.name} on ${row.name}`}>
            <div className={s.chip} style={{ backgroundColor: row.ref, color: text.ref }}>
              Aa
            </div>
            <span className={s.name}>{state}</span>
            {ratio !== null ? <span className={s.ratio}>{contrastLabel(ratio)}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A tone's message colours as a Notice shows them. */
function ToneSample({ roleKey }: { roleKey: string }) {
  const soft = find(`${roleKey}.soft`)!;
  const text = find(`${roleKey}.text`)!;
  const border = find(`${roleKey}.border`);
  const ratio = contrastRatio(text.value, soft.value);
  return (
    <p
      className={s.toneSample}
      style={{ backgroundColor: soft.ref, color: text.ref, borderColor: border?.ref ?? 'transparent' }}
    >
      Text on soft{ratio !== null ? `: ${contrastLabel(ratio)}` : ''}
    </p>
  );
}

function ColourPalettePage() {
  return (
    <Page
      title="Colour palette"
      lead="Every colour token by role: name, CSS variable, value, and the contrast of the text we put on it."
    >
      <div className={s.colourColumns}>
        {colourGroups.map(({ title, key, rows }) => (
          <section key={title} className={s.colourGroup} aria-labelledby={`colour-${key ?? 'base'}`}>
            <h2 id={`colour-${key ?? 'base'}`} className={s.h3}>
              {title}
            </h2>
            {key && find(`${key}.hover`) ? <StateStrip roleKey={key} /> : null}
            {key && find(`${key}.soft`) && find(`${key}.text`) ? <ToneSample roleKey={key} /> : null}
            <ul className={s.tokenList}>
              {rows.map((row) => (
                <li key={row.name} className={s.tokenRow}>
                  <span
                    className={s.swatch}
                    style={{ backgroundColor: row.ref }}
                    data-token={row.name}
                    aria-hidden="true"
                  />
                  <span className={s.meta}>
                    <span className={s.nameLine}>
                      <span className={s.name}>{row.name}</span> <code className={s.code}>{row.value}</code>
                    </span>
                    <code className={s.code}>{row.cssVar}</code>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Page>
  );
}

// ---------------------------------------------------------------- type

const typeSample = 'Calm';

function TypeScalePage() {
  const sizes = flatten(tree(tokens.font.size), tree(vars.font.size));
  const weights = flatten(tree(tokens.font.weight), tree(vars.font.weight));
  const lineHeights = flatten(tree(tokens.font.lineHeight), tree(vars.font.lineHeight));
  const families = flatten(tree(tokens.font.family), tree(vars.font.family));
  return (
    <Page
      title="Type scale"
      lead="Inter, served from our own bundle. Sizes, weights and line heights as tokens; each sample uses its token."
    >
      <div className={s.columns}>
        <TokenTable
          caption="Font sizes"
          rows={sizes}
          sample={(row) => (
            <span className={s.sampleText} style={{ fontSize: row.ref }}>
              {typeSample}
            </span>
          )}
        />
        <div className={s.column}>
          <TokenTable caption="Font family" rows={families} />
          <TokenTable
            caption="Font weights"
            rows={weights}
            sample={(row) => (
              <span className={s.sampleText} style={{ fontWeight: row.ref, fontSize: vars.font.size.lg }}>
                Book a session
              </span>
            )}
          />
          <TokenTable
            caption="Line heights"
            rows={lineHeights}
            sample={(row) => (
              <p className={s.paragraphSample} style={{ lineHeight: row.ref }}>
                Sessions are online and last 60 minutes.
              </p>
            )}
          />
        </div>
      </div>
    </Page>
  );
}

// ---------------------------------------------------------------- space

function SpacingPage() {
  return (
    <Page title="Spacing" lead="A 4 px based scale for padding, gaps and margins. Components use only these steps.">
      <div className={s.columns}>
        <TokenTable
          caption="Space"
          rows={group('space')}
          sample={(row) => <div className={s.bar} style={{ width: row.ref }} />}
        />
        <TokenTable caption="Sizes" rows={group('size')} />
      </div>
    </Page>
  );
}

// ---------------------------------------------------------------- radii and shadows

function RadiiAndShadowsPage() {
  return (
    <Page
      title="Radii and shadows"
      lead="Corner radii and elevation. Shadows grow with how far a surface floats: cards, menus, dialogs and toasts."
    >
      <section className={s.section} aria-labelledby="radii">
        <h2 id="radii" className={s.h2}>
          Radii
        </h2>
        <ul className={s.shapes}>
          {group('radius').map((row) => (
            <li key={row.name} className={s.shape}>
              <div className={s.radiusBox} style={{ borderRadius: row.ref }} />
              <span className={s.name}>{row.name}</span>
              <Variable row={row} />
            </li>
          ))}
        </ul>
      </section>
      <section className={s.section} aria-labelledby="shadows">
        <h2 id="shadows" className={s.h2}>
          Shadows
        </h2>
        <ul className={s.shapes}>
          {group('shadow').map((row) => (
            <li key={row.name} className={s.shape}>
              <div className={s.shadowBox} style={{ boxShadow: row.ref }} />
              <span className={s.name}>{row.name}</span>
              <Variable row={row} />
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}

// ---------------------------------------------------------------- motion and breakpoints

const mediaRows: Row[] = Object.entries(media).map(([name, query]) => ({
  name,
  value: query,
  ref: '',
  cssVar: `media.${name}`,
}));

function MotionAndBreakpointsPage() {
  return (
    <Page
      title="Motion and breakpoints"
      lead="Durations and easing for transitions (shortened to 1 ms for readers who prefer reduced motion), the breakpoints, the media queries built from them, and the stacking order."
    >
      <div className={s.columns}>
        <div className={s.column}>
          <TokenTable caption="Durations and easing" rows={group('motion')} />
          <TokenTable caption="Stacking order (z-index)" rows={group('zIndex')} />
        </div>
        <div className={s.column}>
          <TokenTable caption="Breakpoints" rows={group('breakpoint')} />
          <table className={s.table}>
            <caption className={s.caption}>Media queries (import {'{ media }'} from the theme)</caption>
            <thead>
              <tr>
                <th scope="col" className={s.th}>
                  Name
                </th>
                <th scope="col" className={s.th}>
                  Query
                </th>
              </tr>
            </thead>
            <tbody>
              {mediaRows.map((row) => (
                <tr key={row.name}>
                  <th scope="row" className={s.td}>
                    {row.cssVar}
                  </th>
                  <td className={s.td}>
                    <code className={s.code}>{row.value}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </Page>
  );
}

// ---------------------------------------------------------------- stories

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ColourPalette: Story = {
  name: 'Colour palette',
  render: () => <ColourPalettePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every colour token is listed with its CSS variable.
    for (const row of allColours) await expect(canvas.getByText(row.cssVar)).toBeInTheDocument();
    // And the swatches really are painted from the theme's variables.
    const swatch = canvasElement.querySelector<HTMLElement>('[data-token="brandAccent.rest"]')!;
    const probe = canvasElement.ownerDocument.createElement('span');
    probe.style.color = tokens.color.brandAccent.rest;
    canvasElement.append(probe);
    const expected = getComputedStyle(probe).color;
    probe.remove();
    await expect(getComputedStyle(swatch).backgroundColor).toBe(expected);
    // Interactive roles show their four states side by side.
    const brandStates = canvas.getByRole('list', { name: 'Brand accent states' });
    await expect(within(brandStates).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const TypeScale: Story = {
  name: 'Type scale',
  render: () => <TypeScalePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sizes = canvas.getByRole('table', { name: 'Font sizes' });
    // One row per size token, plus the header row.
    await expect(within(sizes).getAllByRole('row')).toHaveLength(Object.keys(tokens.font.size).length + 1);
    const largest = within(sizes).getAllByText(typeSample).at(-1)!;
    await expect(getComputedStyle(largest).fontSize).toBe(tokens.font.size['6xl']);
  },
};

export const Spacing: Story = {
  name: 'Spacing',
  render: () => <SpacingPage />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Space' });
    await expect(within(table).getAllByRole('row')).toHaveLength(Object.keys(tokens.space).length + 1);
    await expect(within(table).getByText('--sk-space-4')).toBeInTheDocument();
  },
};

export const RadiiAndShadows: Story = {
  name: 'Radii and shadows',
  render: () => <RadiiAndShadowsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [...Object.keys(tokens.radius), ...Object.keys(tokens.shadow)]) {
      await expect(canvas.getAllByText(name).length).toBeGreaterThan(0);
    }
    // The focus shadow's reference was resolved at build time: plain colours, no "{…}" left.
    await expect(tokens.shadow.focus).not.toContain('{');
  },
};

export const MotionAndBreakpoints: Story = {
  name: 'Motion and breakpoints',
  render: () => <MotionAndBreakpointsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(media.tabletUp)).toBeInTheDocument();
    await expect(canvas.getByText('--sk-motion-duration-normal')).toBeInTheDocument();
    await expect(canvas.getByText('--sk-breakpoint-md')).toBeInTheDocument();
  },
};

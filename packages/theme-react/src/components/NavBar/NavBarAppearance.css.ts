import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

// The knob's position and icon follow `data-theme` on <html> rather than React state, so the server HTML
// shows the right state before hydration.
const dark = ':is([data-theme="dark"], [data-theme="blackguard"])';

export const track = componentStyle({
  position: 'relative',
  display: 'block',
  flexShrink: 0,
  inlineSize: '40px',
  blockSize: '22px',
  padding: 0,
  // The track's outline is what shows the control: muted text colour gives it 3:1 in every theme.
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: '11px',
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.standard}`,
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const knob = componentStyle({
  position: 'absolute',
  insetBlockStart: '1px',
  insetInlineStart: '1px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '18px',
  blockSize: '18px',
  borderRadius: '50%',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.small,
  transition: `inset-inline-start ${vars.motion.standard}`,
  selectors: { [`${dark} &`]: { insetInlineStart: '19px' } },
});

const icon = { inlineSize: '12px', blockSize: '12px' } as const;

export const sun = componentStyle({ ...icon, selectors: { [`${dark} &`]: { display: 'none' } } });

export const moon = componentStyle({
  ...icon,
  display: 'none',
  selectors: { [`${dark} &`]: { display: 'block' } },
});

/** The switch with its visible label, in the extra menu and the mobile screen. */
export const row = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.standard,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  fontWeight: 500,
});

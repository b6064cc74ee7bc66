import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'ghost' | 'danger';

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  const classes = ['button', `button--${variant}`, className].filter(Boolean).join(' ');
  // biome-ignore lint/a11y/useButtonType: the type is a prop with a safe default
  return <button type={type} className={classes} {...rest} />;
}

import type { ComponentProps } from 'react';
import styles from './Button.module.css';

/**
 * 'primary' for the one main action of a place ('Dodaj u korpu'), 'secondary' for the ones beside it; 'unavailable'
 * for an action that cannot succeed now (a product out of stock), muted yet still clickable to say why.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'unavailable';

/** The button look by itself, for a link that acts as a button (e.g. 'Uporedi' leading to /uporedi). */
export function buttonClassName(variant: ButtonVariant = 'primary', className?: string): string {
  return [styles.button, styles[variant], className].filter(Boolean).join(' ');
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
}

/** The site's one button: its font, its colours, a 44 px touch target. */
export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}

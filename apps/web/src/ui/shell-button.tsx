// A button (or a link drawn as one) for the header and the landing page, the landing page's first
// load: UnstyledButton with the theme's colours. Mantine's Button and ActionIcon bring their Loader
// and Transition along for a loading state these never show (decision 022, sixth step). Everywhere
// else, use Mantine's Button.
import {
  createPolymorphicComponent,
  UnstyledButton,
  type UnstyledButtonProps,
} from '@mantine/core';
import classes from './shell-button.module.css';

export interface ShellButtonProps extends UnstyledButtonProps {
  /** As Mantine's Button variants: filled (primary), default (outlined) and subtle (text only). */
  variant?: 'filled' | 'default' | 'subtle';
  size?: 'sm' | 'md';
  /** A round button holding only an icon (give it an aria-label). */
  round?: boolean;
}

export const ShellButton = createPolymorphicComponent<'button', ShellButtonProps>(
  function ShellButton({
    variant = 'filled',
    size = 'sm',
    round = false,
    className,
    ...others
  }: ShellButtonProps & { className?: string }) {
    return (
      <UnstyledButton
        {...others}
        data-variant={variant}
        data-size={size}
        data-round={round || undefined}
        className={`${classes.root} touch-target${className ? ` ${className}` : ''}`}
      />
    );
  },
);

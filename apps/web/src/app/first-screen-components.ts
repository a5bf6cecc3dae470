/**
 * The Mantine components Home, the public layout and the failure pages draw. Their sheets are
 * in index.html (render-blocking, so the first paint is styled) and their code in the `core`
 * chunk; every other component's sheet travels with its code (vite.config.ts reads this list).
 */
export const FIRST_SCREEN_COMPONENTS = [
  'UnstyledButton',
  'VisuallyHidden',
  'Paper',
  'Loader',
  'CloseButton',
  'Group',
  'Input',
  'Alert',
  'Text',
  'Anchor',
  'Badge',
  'Burger',
  'Button',
  'Card',
  'Container',
  'Grid',
  'Image',
  'SimpleGrid',
  'Skeleton',
  'Stack',
  'ThemeIcon',
  'Title',
] as const;

// The whole of Mantine's styles (and the notifications'), for every screen beyond the first
// and the header's lazy parts: imported with their code, so a screen's components are styled
// before it renders. It repeats first-styles.ts's rules in the same layer and order: harmless.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
// The app's rules for components only these screens draw, after Mantine's (unlayered, they
// win anyway; kept here so the first screen does not carry them).
import './screen-styles.css';

// Mantine's styles for what the first screen draws (Home, the public layout, the failure
// pages), in Mantine's own order, instead of the whole sheet (41 KB compressed → 11 KB): a
// phone parses and matches less CSS before the first paint. Everything else comes with
// `all-styles.ts`, which every other screen and the header's lazy parts load.
// The `.layer` files put Mantine in `@layer mantine`, so the app's own CSS (global.css, CSS
// modules) overrides it whatever order the sheets arrive in.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';

// The styles of the learner's library, discover and book pages: the Mantine components they draw, each
// from its own file, on top of the shell's (shell-styles.ts), instead of the whole Mantine stylesheet
// (full-styles.ts). The whole sheet's parse and the style work against its rules were the longest tasks
// of those pages' first loads on a slow phone (decision 022, eleventh step). A component these pages
// start drawing must have its file added here (with those it draws inside it, such as Button's Loader):
// first-load.spec.ts checks every Mantine class these pages show has its rules loaded.
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/AspectRatio.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Breadcrumbs.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Slider.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Typography.layer.css';

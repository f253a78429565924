import { shellCopy } from '@sukoon/contracts/copy/shell';
import { Heading } from '@sukoon/ui/primitives/Heading';
import { Stack } from '@sukoon/ui/primitives/Stack';
import { Text } from '@sukoon/ui/primitives/Text';
import * as styles from './NetworkStatusFallback.css';

const copy = shellCopy.networkStatus;

/**
 * The offline page's words when its own code could not come either (no service worker in control yet, or none
 * allowed): built only of what every page's first load already holds, so a lost connection never leaves a blank
 * page. The full page (the retro TV, which follows the connection live) takes over once the connection returns.
 */
export function NetworkStatusFallback() {
  return (
    <section className={styles.fallback} aria-labelledby="network-status-fallback">
      <Stack space="4" align="center">
        <Heading level={1} id="network-status-fallback" size={{ mobile: '3xl', tablet: '4xl' }} leading="tight">
          {copy.title}
        </Heading>
        <div role="status">
          <Stack space="2" align="center">
            <Text size={{ mobile: 'xl', tablet: '2xl' }} weight="bold">
              {copy.screenOffline}
            </Text>
            <Text size="lg" tone="secondary" leading="normal">
              {copy.messageOffline}
            </Text>
          </Stack>
        </div>
      </Stack>
    </section>
  );
}

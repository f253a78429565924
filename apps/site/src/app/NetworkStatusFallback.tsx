import { shellCopy } from '@sukoon/contracts/copy/shell';
import { Heading } from '@sukoon/ui/primitives/Heading';
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
      <Heading level={1} id="network-status-fallback" size="3xl">
        {copy.title}
      </Heading>
      <Text role="status" size="xl" weight="bold">
        {copy.screenOffline}
      </Text>
      <Text tone="secondary">{copy.messageOffline}</Text>
    </section>
  );
}

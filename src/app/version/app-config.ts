import { getDoc, type Firestore } from 'firebase/firestore';
import { appConfigDoc } from '@/data/settings';

/** The app_config document holding the deployed version in its `appVersion` field. */
const APP_CONFIG_DOC_ID = 'app';

/** The deployed version as stored (any type: the caller checks it), undefined when missing. */
export async function getConfiguredVersion(firestore: Firestore): Promise<unknown> {
  const snapshot = await getDoc(appConfigDoc(firestore, APP_CONFIG_DOC_ID));
  return snapshot.exists() ? snapshot.get('appVersion') : undefined;
}

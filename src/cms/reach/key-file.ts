import 'server-only'
import { getPayload } from '@/cms/client'
import { readReachSettings } from './settings'

/**
 * The IndexNow key file (`/indexnow-<key>.txt`, src/app/indexnow-key/[key]): IndexNow fetches it to
 * check that whoever submits URLs of this host holds its key. Its body is the key, for the key
 * configured in 站点设置 only; any other name (or none configured) is not found.
 */
export async function indexNowKeyFile(name: string): Promise<string | null> {
  const key = (await readReachSettings(await getPayload())).indexNowKey
  return key !== null && name === key ? key : null
}

/**
 * Every kind of file the app uploads to Storage: its folder, the content types and size
 * storage.rules accept there, and what the file picker offers. One list for the pickers'
 * `accept`, the client-side checks and messages, the upload paths, and
 * tests/unit/storageRules.test.ts, which reads storage.rules and fails when the two differ.
 */

const JPEG = 'image/jpeg';
const PNG = 'image/png';
const PDF = 'application/pdf';

interface UploadSpec {
  /** The Storage folder, its ids in braces as in storage.rules' `match` (e.g. `items/{itemId}`). */
  folder: string;
  /** The content types storage.rules accept (`fileIs([...], maxMb)`). */
  storedTypes: readonly string[];
  /** The largest file storage.rules accept, in MiB. */
  maxMb: number;
  /**
   * Photos are resized to a 1500 px JPEG in the browser before they are kept (spec 01 §5,
   * spec 02 §4), so their picker offers the images a browser draws, not only JPEG.
   */
  resized: boolean;
}

/** The images a browser decodes everywhere, which the resizing turns into a JPEG. */
const DRAWABLE_IMAGES = [JPEG, PNG, 'image/webp'] as const;

export const UPLOADS = {
  itemPhoto: { folder: 'items/{itemId}', storedTypes: [JPEG], maxMb: 5, resized: true },
  compliancePhoto: {
    folder: 'compliance_reports/{reportId}',
    storedTypes: [JPEG],
    maxMb: 10,
    resized: true,
  },
  mysteryShopperFile: {
    folder: 'mystery_shopper_reports/{reportId}',
    storedTypes: [PDF, JPEG, PNG],
    maxMb: 20,
    resized: false,
  },
  approvalFile: {
    folder: 'approvals/{formId}/{requestId}',
    storedTypes: [PDF, JPEG, PNG],
    maxMb: 10,
    resized: false,
  },
} as const satisfies Record<string, UploadSpec>;

export type UploadKind = keyof typeof UPLOADS;

/** The `{name}` parameters of a folder pattern, e.g. 'formId' | 'requestId'. */
type FolderParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | FolderParams<Rest>
  : never;

type UploadParams<K extends UploadKind> = Record<
  FolderParams<(typeof UPLOADS)[K]['folder']>,
  string
>;

/**
 * Names of stored objects: a generated id and the extension of the stored type, so two files
 * called `image.jpg` (what phones send) never meet, and nothing a user typed reaches a path.
 * storage.rules refuse any other name (it holds this pattern verbatim; the unit test checks).
 */
export const OBJECT_NAME_PATTERN = '^[A-Za-z0-9_-]{1,64}[.](jpg|png|pdf)$';

const EXTENSIONS: Record<string, string> = { [JPEG]: 'jpg', [PNG]: 'png', [PDF]: 'pdf' };

/** A new object name for a file of `contentType` (one of the stored types). */
export function uploadObjectName(contentType: string, id: string = newUploadId()): string {
  const extension = EXTENSIONS[contentType];
  if (!extension) throw new Error(`No stored file type ${contentType}`);
  return `${id}.${extension}`;
}

/** 32 hex digits from the platform's random UUID (browsers and Node both have it). */
const newUploadId = () => globalThis.crypto.randomUUID().replace(/-/g, '');

/** The Storage path of object `objectName` of kind `kind` under its document's folder. */
export function uploadPath<K extends UploadKind>(
  kind: K,
  params: UploadParams<K>,
  objectName: string,
): string {
  const values: Record<string, string> = params;
  const folder = UPLOADS[kind].folder.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (!value || /[/\\]/.test(value)) throw new Error(`Bad ${name} for an upload path`);
    return value;
  });
  return `${folder}/${objectName}`;
}

/**
 * Whether `path` names an object of kind `kind` under the folder of `params`: a generated name
 * (OBJECT_NAME_PATTERN) whose extension is one of the types stored there. What the server checks
 * of a file entry a browser wrote (functions/src/approvals/sendRequest.ts).
 */
export function isUploadPathOf<K extends UploadKind>(
  kind: K,
  params: UploadParams<K>,
  path: string,
): boolean {
  const slash = path.lastIndexOf('/');
  const objectName = path.slice(slash + 1);
  const extension = /[.]([a-z]+)$/.exec(objectName)?.[1];
  const types: readonly string[] = UPLOADS[kind].storedTypes;
  if (!new RegExp(OBJECT_NAME_PATTERN).test(objectName)) return false;
  if (!types.some((type) => EXTENSIONS[type] === extension)) return false;
  try {
    return uploadPath(kind, params, objectName) === path;
  } catch {
    return false;
  }
}

/** The types a kind's file picker offers (its `accept`). */
function pickTypes(kind: UploadKind): readonly string[] {
  const spec: UploadSpec = UPLOADS[kind];
  return spec.resized ? DRAWABLE_IMAGES : spec.storedTypes;
}

/** A kind's file picker `accept` attribute. */
export const acceptOf = (kind: UploadKind): string => pickTypes(kind).join(',');

/**
 * The `accept` of a photo picker whose photo is resized to JPEG but not uploaded to Storage (a
 * corrective action's evidence is kept in its document).
 */
export const RESIZED_PHOTO_ACCEPT = DRAWABLE_IMAGES.join(',');

const maxBytes = (kind: UploadKind) => UPLOADS[kind].maxMb * 1024 * 1024;

const TYPE_NAMES: Record<string, string> = {
  [PDF]: 'PDF',
  [JPEG]: 'JPEG',
  [PNG]: 'PNG',
  'image/webp': 'WebP',
};

/** "PDF, JPEG or PNG": the kind's picker types as people name them. */
function typeNames(kind: UploadKind): string {
  const names = pickTypes(kind).map((type) => TYPE_NAMES[type] ?? type);
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

const isHeic = (name: string, type: string) =>
  /^image\/hei[cf]/.test(type) || /\.hei[cf]$/i.test(name);

/**
 * Why a picked file of the wrong type is refused. The spec words no file type error, so this is
 * ours; HEIC (what iPhones take) is named, with the phone setting that saves JPEG instead.
 */
export function wrongTypeMessage(kind: UploadKind, file: { name: string; type: string }): string {
  const allowed = typeNames(kind);
  if (isHeic(file.name, file.type)) {
    return `${file.name} is a HEIC photo, which cannot be attached: choose a ${allowed} file (on an iPhone, Settings > Camera > Formats > Most Compatible takes JPEG photos).`;
  }
  return `${file.name} cannot be attached: only ${allowed} files can.`;
}

/** A picker's limits for `kind` (src/lib/files.ts FileLimits): what storage.rules accept. */
export function uploadLimits(kind: UploadKind, maxFiles: number) {
  return { maxFiles, maxBytes: maxBytes(kind), types: pickTypes(kind) };
}

/** The line under a picker of `kind`: "PDF, JPEG or PNG, up to 10 MB each, at most 20 files." */
export function uploadHint(kind: UploadKind, maxFiles: number): string {
  return `${typeNames(kind)}, up to ${UPLOADS[kind].maxMb} MB each, at most ${maxFiles} files.`;
}

/** A Firebase Storage download URL (Google's host, or the local Storage emulator's). */
const DOWNLOAD_URL =
  /^(?:https:\/\/firebasestorage\.googleapis\.com|http:\/\/(?:127\.0\.0\.1|localhost):\d{1,5})\/v0\/b\/[a-z0-9][a-z0-9._-]*\/o\/([^/?#]+)\?alt=media(?:&token=[0-9a-f-]+)?$/;

/**
 * Whether `url` is a Storage download URL of the object at `path`, so a stored file's link goes
 * nowhere but to its own object (firestore.rules check new approval files where they can; this
 * keeps any other entry from being shown as a link).
 */
export function isDownloadUrlOf(url: string, path: string): boolean {
  const object = DOWNLOAD_URL.exec(url)?.[1];
  if (object === undefined || path === '') return false;
  try {
    return decodeURIComponent(object) === path;
  } catch {
    return false;
  }
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { planSupportAttachment, SUPPORT_LIMITS } from '@lms/core';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';

export interface SupportAttachmentItem {
  id: number;
  fileName: string;
  size: number;
  /** Where the file service stored it, once uploaded. */
  path: string | null;
  /** Share of the file sent, 0 to 1. */
  fraction: number;
  /** Why it could not be attached (wrong kind, too large, a failed upload). */
  error: unknown;
}

export interface SupportAttachments {
  items: readonly SupportAttachmentItem[];
  /** Starts uploading the chosen files (lms-core checks kind and size first; the server checks the bytes). */
  add: (files: readonly File[]) => void;
  remove: (id: number) => void;
  uploading: boolean;
  /** The files uploaded, as the request names them. */
  uploaded: { path: string; fileName: string }[];
}

/**
 * Files attached to the contact form, each uploaded at once through lms-core's StoragePort into the form's folder
 * (support_attachments/{form token}/): no sign-in needed. Removing one cancels its upload; leaving cancels all.
 */
export function useSupportAttachments(formToken: string | null): SupportAttachments {
  const { backend } = useLmsRuntime();
  const [items, setItems] = useState<SupportAttachmentItem[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const nextId = useRef(1);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = (id: number, change: Partial<SupportAttachmentItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const add = useCallback(
    (files: readonly File[]) => {
      if (formToken === null) return;
      const kept = items.filter((item) => item.error === null).length;
      files.slice(0, Math.max(0, SUPPORT_LIMITS.attachmentsMax - kept)).forEach((file, index) => {
        const id = nextId.current++;
        const item: SupportAttachmentItem = {
          id,
          fileName: file.name,
          size: file.size,
          path: null,
          fraction: 0,
          error: null,
        };
        let plan;
        try {
          // A distinct time stamp per file: two files of the same name chosen together keep both.
          plan = planSupportAttachment(formToken, file, Date.now() + index);
        } catch (error) {
          setItems((current) => [...current, { ...item, error }]);
          return;
        }
        setItems((current) => [...current, item]);
        const controller = new AbortController();
        controllers.current.set(id, controller);
        backend.storage
          .upload(plan.path, file, {
            contentType: plan.fileType.contentType,
            signal: controller.signal,
            onProgress: ({ bytesTransferred, totalBytes }) =>
              update(id, { fraction: totalBytes > 0 ? bytesTransferred / totalBytes : 0 }),
          })
          .then(
            () => update(id, { path: plan.path, fraction: 1 }),
            (error: unknown) => {
              if (!controller.signal.aborted) update(id, { error });
            },
          )
          .finally(() => controllers.current.delete(id));
      });
    },
    [backend, formToken, items],
  );

  const remove = useCallback((id: number) => {
    controllers.current.get(id)?.abort();
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  return {
    items,
    add,
    remove,
    uploading: items.some((item) => item.path === null && item.error === null),
    uploaded: items.flatMap((item) =>
      item.path === null ? [] : [{ path: item.path, fileName: item.fileName }],
    ),
  };
}

import { useEffect, useRef, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { clubStore, contentAtom, pageFlagsAtom } from '@club/shared';
import { namespace } from '../../../locales';
import {
  draftMessageType,
  previewDevices,
  previewFrameName,
  previewPanelWidth,
  previewScale,
  readyMessageType,
} from '../lib/preview-frame';
import { previewDeviceAtom } from '../model/preview';
import './preview.css';

/** Keeps the panel's width in the page's CSS (the page and the dialogs make room beside it). */
function useRoomBeside(width: number | null): void {
  useEffect(() => {
    if (width === null) return;
    document.body.classList.add('has-editor-preview');
    document.body.style.setProperty('--editor-preview-width', `${width}px`);
    return () => {
      document.body.classList.remove('has-editor-preview');
      document.body.style.removeProperty('--editor-preview-width');
    };
  }, [width]);
}

/** The viewport's width, followed while the panel is open. */
function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/**
 * The width preview beside the page (issue 34, item 4): an iframe of this very page at 375, 768
 * or 1440 px, so the site's own CSS media queries and its mobile menu apply as on that device,
 * scaled to fit the panel. The editor inside the iframe (`DraftPreview`) shows the draft sent
 * from here on every change.
 */
export function PreviewPanel() {
  const { t } = useTranslation(namespace);
  const [device, setDevice] = useAtom(previewDeviceAtom);
  const { pathname, search } = useLocation();
  const frame = useRef<HTMLIFrameElement>(null);
  const viewportWidth = useViewportWidth();
  const [innerHeight, setInnerHeight] = useState(600);
  const body = useRef<HTMLDivElement>(null);
  const deviceWidth = previewDevices.find((d) => d.key === device)?.width ?? null;
  const panelWidth = deviceWidth === null ? null : previewPanelWidth(viewportWidth, deviceWidth);
  useRoomBeside(panelWidth);
  // The preview shows the draft: it belongs to edit mode and closes with it.
  const { isEditModeOn } = useAtomValue(pageFlagsAtom);
  useEffect(() => {
    if (!isEditModeOn) setDevice(null);
  }, [isEditModeOn, setDevice]);

  useEffect(() => {
    if (!device) return;
    const send = () =>
      frame.current?.contentWindow?.postMessage(
        { type: draftMessageType, drafts: clubStore.get(contentAtom).draft },
        window.location.origin,
      );
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === readyMessageType) send();
    };
    window.addEventListener('message', onMessage);
    const unsubscribe = clubStore.sub(contentAtom, send);
    send();
    return () => {
      window.removeEventListener('message', onMessage);
      unsubscribe();
    };
  }, [device]);

  useEffect(() => {
    if (!device || !body.current) return;
    const element = body.current;
    const observer = new ResizeObserver(() => setInnerHeight(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [device]);

  useEffect(() => {
    if (!device) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('[aria-modal="true"]')) setDevice(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [device, setDevice]);

  if (!device || deviceWidth === null || panelWidth === null) return null;
  const scale = previewScale(deviceWidth, panelWidth - 24);
  const label = t(`preview.${device}`, { width: deviceWidth });
  return (
    <aside className="editor-preview" style={{ width: panelWidth }} aria-label={label}>
      <div className="editor-preview__head">
        <strong>{label}</strong>
        {scale < 1 && (
          <span className="editor-preview__scale">{t('preview.scaled', { percent: Math.round(scale * 100) })}</span>
        )}
        <button
          type="button"
          className="editor-preview__close"
          aria-label={t('preview.close')}
          onClick={() => setDevice(null)}
        >
          ✕
        </button>
      </div>
      <div className="editor-preview__body" ref={body}>
        <iframe
          ref={frame}
          // The same page, loaded fresh: the frame's own width decides the layout (media queries).
          src={`${pathname}${search}`}
          name={previewFrameName}
          title={t('preview.frameTitle', { device: label })}
          className="editor-preview__frame"
          style={{ width: deviceWidth, height: innerHeight / scale, transform: `scale(${scale})` }}
        />
      </div>
    </aside>
  );
}

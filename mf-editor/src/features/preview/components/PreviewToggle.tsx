import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import { previewDevices } from '../lib/preview-frame';
import { previewDeviceAtom } from '../model/preview';

/** The bar's width switch: phone, tablet, desktop (pressed again: the preview closes). */
export function PreviewToggle() {
  const { t } = useTranslation(namespace);
  const [device, setDevice] = useAtom(previewDeviceAtom);
  return (
    <div className="editor-preview-toggle" role="group" aria-label={t('preview.group')}>
      <span className="editor-preview-toggle__label" aria-hidden="true">
        {t('preview.short')}
      </span>
      {previewDevices.map(({ key, width }) => (
        <button
          key={key}
          type="button"
          className={`editor-bar__button editor-preview-toggle__button${device === key ? ' editor-bar__button--active' : ''}`}
          aria-pressed={device === key}
          aria-label={t(`preview.${key}`, { width })}
          title={t(`preview.${key}`, { width })}
          onClick={() => setDevice(device === key ? null : key)}
        >
          {width}
        </button>
      ))}
    </div>
  );
}

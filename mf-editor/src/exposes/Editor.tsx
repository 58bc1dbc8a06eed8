import { useTranslation } from 'react-i18next';
import { namespace } from '../locales';

// Placeholder until the feature issue fills it in.
export default function Editor() {
  const { t } = useTranslation(namespace);
  return (
    <section className="placeholder" data-remote="mf-editor" data-expose="Editor">
      <h1>{t('Editor.heading')}</h1>
    </section>
  );
}

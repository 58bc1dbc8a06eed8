import type { ApiError } from '@club/shared';
import { elementsOf } from '@club/shared/contracts';
import { getInstagramFeed } from '@club/shared/contracts/endpoints/content-reads';
import { useCall } from '@club/shared/data/use-call';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import { ConsentGate } from '../../consent';
import type { BlockProps } from '../model/block-props';
import { BlockLink } from '../../../components/BlockLink';
import '../../../components/blocks.css';
import './instagram.css';

/** Instagram counter: the block shows 4 items (spec §9). */
export const instagramItemCount = 4;

const isTokenInvalid = (error: ApiError | undefined) => error?.code === 'INSTAGRAM_TOKEN_INVALID';

/** A refused token is shown to the page (its editor renews it); any other failure is logged. */
const logFailure = (error: ApiError) => {
  if (!isTokenInvalid(error)) console.error('Instagram feed could not be loaded', error);
};

function Feed({ templateId }: { templateId: string }) {
  const { t } = useTranslation(namespace);
  // The media of the template, fetched by the API with the template's stored token.
  const { data, error } = useCall(
    getInstagramFeed,
    { params: { templateId } },
    { untracked: true, onError: logFailure },
  );

  if (isTokenInvalid(error)) {
    return (
      <p className="block-error" role="alert">
        {t('blocks.instagram.tokenInvalid')}
      </p>
    );
  }
  if (error) return <p className="instagram__status">{t('blocks.instagram.unavailable')}</p>;
  if (!data) return <p className="instagram__status">{t('blocks.instagram.loading')}</p>;
  return (
    <ul className="instagram__grid">
      {(Array.isArray(data) ? data : []).slice(0, instagramItemCount).map((media) => (
        <li key={media.id} className="instagram__item">
          <a className="instagram__link" href={media.link} target="_blank" rel="noopener noreferrer">
            <img
              className="instagram__picture"
              src={media.url}
              alt={media.caption || t('blocks.instagram.post')}
              width={320}
              height={320}
              loading="lazy"
            />
            {media.caption ? (
              <span className="instagram__caption" aria-hidden="true">
                {media.caption}
              </span>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** INSTAGRAM: the latest 4 posts (behind consent) and a link to the club's profile. */
export function Instagram({ template }: BlockProps) {
  const { t } = useTranslation(namespace);
  const instagramUrl = elementsOf('INSTAGRAM', template)[0]?.values.instagramUrl ?? '';
  const handle = instagramUrl.replace(/\/+$/, '').split('/').pop();
  return (
    <section className="block instagram">
      <div className="instagram__header">
        <h2 className="block__title">{t('blocks.instagram.title')}</h2>
        {instagramUrl ? (
          <BlockLink link={instagramUrl} className="block-button block-button--outline">
            {handle ? `@${handle}` : t('blocks.instagram.follow')}
          </BlockLink>
        ) : null}
      </div>
      <ConsentGate toolId="instagram">{template.id ? <Feed templateId={template.id} /> : null}</ConsentGate>
    </section>
  );
}

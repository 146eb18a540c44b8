import { Link } from 'react-router';
import { useT } from '../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { ENDPOINTS, SHOP_ORIGIN, SIGNATURE_EXAMPLE } from './examples.ts';
import styles from './BusinessApiPage.module.css';

const OPENAPI = '/business/v1/openapi.json';

/** `/business/api`: the business API explained, with a curl example per endpoint (issue 43). */
export function BusinessApiPage() {
  const { t } = useT('business-docs');
  useDocumentTitle(t('title'));
  return (
    <article className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>

      <section aria-labelledby="api-auth">
        <h2 id="api-auth">{t('auth.heading')}</h2>
        <p>
          {t('auth.p1')} <Link to="/profile/api">{t('auth.profileLink')}</Link>.
        </p>
        <p>{t('auth.p2')}</p>
        <pre className={styles.code}>
          <code>Authorization: Bearer fk_test_…</code>
        </pre>
      </section>

      <section aria-labelledby="api-modes">
        <h2 id="api-modes">{t('modes.heading')}</h2>
        <ul>
          <li>{t('modes.test')}</li>
          <li>{t('modes.live')}</li>
        </ul>
      </section>

      <section aria-labelledby="api-endpoints">
        <h2 id="api-endpoints">{t('endpoints.heading')}</h2>
        <p>{t('endpoints.intro')}</p>
        {ENDPOINTS.map((endpoint) => (
          <section key={endpoint.id} aria-labelledby={`api-${endpoint.id}`}>
            <h3 id={`api-${endpoint.id}`} className={styles.endpoint}>
              <code>
                {endpoint.method} {endpoint.path}
              </code>
            </h3>
            <p>{t(`endpoints.${endpoint.id}`)}</p>
            <pre className={styles.code}>
              <code>{endpoint.curl(SHOP_ORIGIN)}</code>
            </pre>
          </section>
        ))}
        <p>{t('endpoints.errors')}</p>
      </section>

      <section aria-labelledby="api-webhooks">
        <h2 id="api-webhooks">{t('webhooks.heading')}</h2>
        <p>{t('webhooks.p1')}</p>
        <p>{t('webhooks.p2')}</p>
        <pre className={styles.code}>
          <code>Federkiel-Signature: t=1764000000,v1=5f2b…</code>
        </pre>
        <p>{t('webhooks.p3')}</p>
        <pre className={styles.code}>
          <code>{SIGNATURE_EXAMPLE}</code>
        </pre>
      </section>

      <section aria-labelledby="api-openapi">
        <h2 id="api-openapi">{t('openapi.heading')}</h2>
        <p>
          {t('openapi.p1')} <a href={OPENAPI}>{OPENAPI}</a>
        </p>
      </section>
    </article>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useListCoursesQuery } from '../../../store/lms-api';
import { Pagination } from '../../../ui-kit/Pagination';
import { CourseCard } from '../../CourseCard';
import { CATALOGUE_PAGE_SIZE, DEFAULT_CATALOGUE_PARAMS, listCoursesInput } from './catalogue-params';
import { CatalogueFilters } from './CatalogueFilters';
import { useCatalogueCategories } from './useCatalogueCategories';
import { useCatalogueParams } from './useCatalogueParams';
import { CoursesPicture, SearchPicture } from '../../../components/empty-pictures';

const NO_COURSES: readonly { category: string }[] = [];

/** /{products} (spec 6, signed-in users): search, category, sort and pages of the published courses. */
export function CataloguePage() {
  const { t } = useTranslation();
  const resultsId = useId();
  const { params, showParams } = useCatalogueParams();
  const { data, error, isLoading, isFetching, isError, refetch } = useListCoursesQuery(
    listCoursesInput(params),
  );
  const categories = useCatalogueCategories(data?.items ?? NO_COURSES, params.category);
  const filtered = params.search !== '' || params.category !== '' || params.page > 1;
  const reset = () => showParams(DEFAULT_CATALOGUE_PARAMS);

  return (
    <div className="lms-catalogue">
      <h1>{t('catalogue.heading')}</h1>
      <CatalogueFilters params={params} categories={categories} onChange={showParams} />
      <section className="lms-catalogue__results" aria-labelledby={resultsId} aria-busy={isFetching}>
        <h2 id={resultsId}>
          <VisuallyHidden>{t('catalogue.resultsHeading')}</VisuallyHidden>
        </h2>
        {isLoading ? (
          <ul className="lms-card-grid" aria-label={t('common.loading')}>
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index}>
                <Skeleton withMedia lines={3} />
              </li>
            ))}
          </ul>
        ) : isError ? (
          <ErrorState error={error} title={t('catalogue.errorTitle')} onRetry={() => void refetch()} />
        ) : (
          <>
            <p className="lms-catalogue__count" role="status">
              {t('catalogue.count', { count: data?.total ?? 0 })}
            </p>
            {!data || data.items.length === 0 ? (
              <EmptyState
                picture={filtered ? <SearchPicture /> : <CoursesPicture />}
                title={filtered ? t('catalogue.noMatchTitle') : t('catalogue.emptyTitle')}
                action={
                  filtered ? (
                    <Button variant="secondary" onClick={reset}>
                      {t('catalogue.reset')}
                    </Button>
                  ) : undefined
                }
              >
                {filtered ? t('catalogue.noMatchBody') : t('catalogue.emptyBody')}
              </EmptyState>
            ) : (
              <>
                <ul className="lms-card-grid">
                  {data.items.map((course, index) => (
                    <li key={course.id}>
                      <CourseCard course={course} position={index} />
                    </li>
                  ))}
                </ul>
                <Pagination
                  className="lms-page-navigation"
                  announce
                  label={t('catalogue.pages')}
                  page={data.page}
                  pageSize={CATALOGUE_PAGE_SIZE}
                  total={data.total}
                  onPage={(page) => showParams({ ...params, page })}
                />
              </>
            )}
          </>
        )}
      </section>
    </div>
  );
}

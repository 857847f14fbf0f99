import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZOOM_CHOICES } from '@bidhall/domain/ui';
import type { ZoomChoice } from '@bidhall/domain/ui';
import { setZoom, storedZoom } from '../../app/zoom';

const OPTIONS = ZOOM_CHOICES.map((z) => ({ value: z, label: `${z}%` }));

/** Zoom selector: 100 to 140 percent (specification section 2). */
export function ZoomSelect() {
  const { t } = useTranslation();
  const [zoom, setLocal] = useState<ZoomChoice>(storedZoom);
  return (
    <Select<ZoomChoice>
      aria-label={t('common.zoom')}
      data-testid="zoom-select"
      size="small"
      style={{ width: 84 }}
      value={zoom}
      options={OPTIONS}
      onChange={(value) => {
        setLocal(value);
        setZoom(value);
      }}
    />
  );
}

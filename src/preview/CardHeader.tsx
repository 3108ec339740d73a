import { memo } from 'react';
import type { CardModel } from './cardModel';
import { EditTarget } from './EditTarget';
import { usePlatform } from './platformContext';
import { PreviewImage } from './PreviewImage';
import { vehicleChoice } from './transitCard';

/** Round logo and issuer name, or on Android the wide logo that replaces both (the web keeps them). */
export const CardHeader = memo(function CardHeader({
  header,
  vehicle,
}: Pick<CardModel, 'header' | 'vehicle'>) {
  const { logo, wideLogo, issuer } = header;
  const platform = usePlatform();
  if (wideLogo && platform === 'android') {
    return (
      <div className="pp-header">
        <EditTarget
          segments={wideLogo.segments}
          name="wide logo"
          says={wideLogo.alt}
          className="pp-header__wide"
        >
          <PreviewImage image={wideLogo} className="pp-header__wide-image" />
        </EditTarget>
      </div>
    );
  }
  return (
    <div className="pp-header">
      {logo ? (
        <EditTarget
          segments={logo.segments}
          name="logo"
          says={logo.alt}
          className="pp-header__logo"
        >
          <PreviewImage image={logo} className="pp-header__logo-image" />
        </EditTarget>
      ) : (
        <span className="pp-header__logo pp-header__logo--empty" aria-hidden="true">
          {(issuer?.text ?? '?').charAt(0)}
        </span>
      )}
      {issuer && (
        <EditTarget
          segments={issuer.segments}
          name="issuer name"
          says={issuer.text}
          className="pp-header__issuer"
        >
          <span>{issuer.text}</span>
        </EditTarget>
      )}
      {vehicle && (
        <span className="pp-header__vehicle" title={`Preview choice: ${vehicleChoice}`}>
          {vehicle.label}
        </span>
      )}
    </div>
  );
});

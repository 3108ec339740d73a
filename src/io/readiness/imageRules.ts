import { quote } from '../describeValue';
import { imageSpots } from './imageUris';
import type { ImageMeasurement, ReadinessRule } from './readinessRule';

const BRAND = 'https://developers.google.com/wallet/retail/offers/resources/brand-guidelines';

/** Google's brand guidelines per image role; undefined when the size is fine. */
function sizeProblem(role: string, { width, height }: { width: number; height: number }) {
  const measured = `it is ${width} × ${height} px`;
  if (role === 'logo') {
    if (Math.abs(width - height) > Math.max(width, height) * 0.02) {
      return `The logo is not square (${measured}); Google masks it into a circle and cuts off what sticks out`;
    }
    if (width < 660)
      return `The logo is smaller than Google’s minimum of 660 × 660 px (${measured}); it will look blurred`;
  }
  if (role === 'heroImage') {
    if (width / height < 2.9) {
      return `The hero image is not 3:1 or wider (${measured}); Google shows it as a full-width banner and crops it`;
    }
    if (width < 1032)
      return `The hero image is narrower than Google’s recommended 1032 px (${measured}); it will look blurred`;
  }
  if (role === 'image' && Math.abs(width - height) > Math.max(width, height) * 0.02) {
    return `The value-added module image is not square (${measured}); Google resizes it to 1:1, so it will look stretched`;
  }
  if (role === 'mainImage' && width < 1860) {
    return `The image module picture is narrower than Google’s minimum of 1860 px (${measured}); it will look blurred at full width`;
  }
  return undefined;
}

export const imageSizeRule: ReadinessRule = {
  id: 'google.image.size',
  title:
    'Image sizes from the brand guidelines: logo square and at least 660 px, hero image 3:1 or wider and at least 1032 px wide, image module picture at least 1860 px wide; a value-added module image square (measured once the image loads)',
  source: BRAND,
  also: ['https://developers.google.com/wallet/reference/rest/v1/ValueAddedModuleData'],
  scope: 'images',
  reads: ['Image'],
  check: ({ ofType, images }) =>
    images
      ? imageSpots(ofType('Image')).flatMap((spot) => {
          const size = images.get(spot.uri);
          const problem =
            typeof size === 'object' && 'width' in size ? sizeProblem(spot.role, size) : undefined;
          return problem ? [{ segments: spot.segments, message: problem }] : [];
        })
      : [],
};

export const imageLoadRule: ReadinessRule = {
  id: 'google.image.load',
  title: 'Every image loads (Google fetches each image from its URL)',
  source: BRAND,
  scope: 'images',
  reads: ['Image'],
  check: ({ ofType, images }) =>
    images
      ? imageSpots(ofType('Image')).flatMap((spot) => {
          // Google fetches https only: any other URI is google.image.https's, said once there.
          if (!/^\s*https:/i.test(spot.uri)) return [];
          const message = loadProblem(spot.uri, images.get(spot.uri));
          return message ? [{ segments: spot.segments, message }] : [];
        })
      : [],
};

function loadProblem(uri: string, measured: ImageMeasurement | undefined): string | undefined {
  const consequence = 'Google must fetch it to show it, so the pass would show no image here';
  if (measured === 'failed') return `The image ${quote(uri)} did not load; ${consequence}`;
  if (measured === undefined || 'width' in measured) return undefined;
  if ('failed' in measured)
    return `The image ${quote(uri)} did not load (${measured.failed}); ${consequence}`;
  return `The image ${quote(uri)} was not checked (${measured.notChecked})`;
}

import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { useContent } from "#app/utils/use-content.tsx";
import { locationContent, sitePosition } from "#content/location.ts";
import { directionsTo } from "./directions";
import { LandmarkList } from "./landmark-list";
import { LocationMap } from "./location-map";
import { layoutLocationMap, numberLandmarks } from "./map-layout";

/**
 * What is around the site: the map, the directions to the site, and the places by kind with their drive
 * times. The home page's location section and the campaign page's both show it.
 */
export function LocationGuide() {
  const { landmarks, locationTexts } = useContent(locationContent);
  const numbered = numberLandmarks(landmarks);
  const panels = layoutLocationMap(sitePosition, numbered, locationTexts.map.site);
  return (
    <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-12">
      <div className="space-y-6">
        <LocationMap panels={panels} />
        <a
          href={directionsTo(sitePosition)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("primary", "lg")}
        >
          <Icon name="navigation" className="size-4" /> {locationTexts.siteDirections}
          <span className="sr-only"> {locationTexts.siteDirectionsHint}</span>
        </a>
      </div>
      <LandmarkList landmarks={numbered} site={sitePosition} />
    </div>
  );
}

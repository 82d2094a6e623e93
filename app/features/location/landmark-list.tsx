import type { IconName } from "#app/components/ui/icon-names.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { useContent } from "#app/utils/use-content.tsx";
import type { GeoPoint } from "#content/geo.ts";
import type { LandmarkKind } from "#content/landmark-kinds.ts";
import { locationContent } from "#content/location.ts";
import { directionsBetween } from "./directions";
import { groupByKind, type NumberedLandmark } from "./map-layout";

const kindIcons: Record<LandmarkKind, IconName> = {
  school: "graduation-cap",
  hospital: "hospital",
  transport: "train-front",
  work: "briefcase-business",
  shopping: "shopping-bag",
  capital: "landmark",
};

/** The places by kind, numbered as on the map, each with its drive and a link to the route from the site. */
export function LandmarkList({ landmarks, site }: { landmarks: NumberedLandmark[]; site: GeoPoint }) {
  const { locationTexts } = useContent(locationContent);
  const { kinds, distance, driveTime, directions, directionsHint } = locationTexts;
  return (
    <div className="grid gap-x-8 gap-y-7 sm:grid-cols-2 lg:grid-cols-1">
      {groupByKind(landmarks).map((group) => (
        <div key={group.kind} data-kind={group.kind}>
          <h3 className="flex items-center gap-2 font-bold text-brand-900">
            <Icon name={kindIcons[group.kind]} className="size-5 text-gold-600" />
            {kinds[group.kind]}
          </h3>
          <ul className="mt-3 divide-y divide-sand-200 rounded-2xl bg-white px-4 shadow-sm ring-1 ring-sand-200">
            {group.landmarks.map((landmark) => (
              <li key={landmark.id} data-landmark={landmark.id} className="flex items-center gap-3 py-3">
                <span
                  data-number
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-800 text-sm font-extrabold text-white"
                >
                  {landmark.number}
                </span>
                <span className="min-w-0 flex-1">
                  <span data-name className="block leading-snug font-semibold text-ink">
                    {landmark.name}
                  </span>
                  <span data-drive className="mt-0.5 block text-sm text-muted">
                    {driveTime(landmark.minutes)} · {distance(landmark.km)}
                  </span>
                </span>
                <a
                  href={directionsBetween(site, landmark)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  <Icon name="navigation" className="size-4" />
                  {directions}
                  <span className="sr-only"> {directionsHint(landmark.name)}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

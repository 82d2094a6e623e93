import { useId } from "react";
import { useContent } from "#app/utils/use-content.tsx";
import { locationContent } from "#content/location.ts";
import { LEGEND_HEIGHT, LABEL_SIZE, type MapPanel, MARKER_RADIUS, SITE_RADIUS } from "./map-layout";

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The location map, drawn in the page at build time from coordinates (map-layout.ts): no tiles, no
 * script, nothing fetched. Each place is a numbered marker named for screen readers; the list beside it
 * says the rest (docs/decisions/0019-location-map.md).
 */
export function LocationMap({ panels }: { panels: MapPanel[] }) {
  const { locationTexts } = useContent(locationContent);
  const { map } = locationTexts;
  return (
    <figure aria-label={map.label} className="space-y-5">
      {panels.map((panel) => (
        <MapPanelDrawing key={panel.kind} panel={panel} title={panel.kind === "region" ? map.region : map.near} />
      ))}
      <figcaption className="text-sm leading-relaxed text-muted">{map.note}</figcaption>
    </figure>
  );
}

function MapPanelDrawing({ panel, title }: { panel: MapPanel; title: string }) {
  const titleId = useId();
  const { locationTexts } = useContent(locationContent);
  const { map, distance } = locationTexts;
  const { width, height, site } = panel;
  return (
    <div>
      <p id={titleId} className="mb-2 text-xs font-bold tracking-[0.18em] text-brand-800 uppercase">
        {title}
      </p>
      <svg
        role="group"
        aria-labelledby={titleId}
        viewBox={`0 0 ${width} ${height + LEGEND_HEIGHT}`}
        data-map={panel.kind}
        className="block h-auto w-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200"
      >
        <rect width={width} height={height} className="fill-sand-50" />
        <g aria-hidden="true">
          {panel.rings.map((ring) => (
            <circle
              key={ring.km}
              cx={round(site.x)}
              cy={round(site.y)}
              r={round(ring.radius)}
              fill="none"
              strokeDasharray="2 4"
              className="stroke-brand-700/45"
            />
          ))}
          {panel.rings.map(({ km, label }) =>
            label ? (
              <text
                key={km}
                x={round(label.x)}
                y={round(label.y + 3.5)}
                textAnchor="middle"
                fontSize={10}
                className="fill-brand-800 stroke-sand-50 [paint-order:stroke]"
                strokeWidth={4}
              >
                {distance(km)}
              </text>
            ) : null,
          )}
          {panel.closeUpBox && (
            <rect
              x={round(panel.closeUpBox.x)}
              y={round(panel.closeUpBox.y)}
              width={round(panel.closeUpBox.width)}
              height={round(panel.closeUpBox.height)}
              fill="none"
              strokeWidth={1.5}
              strokeDasharray="5 3"
              className="stroke-gold-600"
            />
          )}
          {panel.markers
            .filter(({ at, badge }) => Math.hypot(at.x - badge.x, at.y - badge.y) > 1)
            .map(({ landmark, at, badge }) => (
              <g key={landmark.id} className="fill-brand-900 stroke-brand-900">
                <line x1={round(at.x)} y1={round(at.y)} x2={round(badge.x)} y2={round(badge.y)} strokeWidth={1.5} />
                <circle cx={round(at.x)} cy={round(at.y)} r={2.5} />
              </g>
            ))}
        </g>
        <g role="img" aria-label={map.site}>
          <circle cx={round(site.x)} cy={round(site.y)} r={SITE_RADIUS + 5} className="fill-gold-500/30" />
          <circle
            cx={round(site.x)}
            cy={round(site.y)}
            r={SITE_RADIUS}
            strokeWidth={3}
            className="fill-gold-500 stroke-brand-950"
          />
          <text
            x={round(panel.siteLabel.x)}
            y={round(panel.siteLabel.y)}
            textAnchor={panel.siteLabel.anchor}
            fontSize={LABEL_SIZE}
            fontWeight={800}
            strokeWidth={4}
            className="fill-brand-950 stroke-white [paint-order:stroke]"
          >
            {map.site}
          </text>
        </g>
        {panel.markers.map(({ landmark, badge }) => (
          <g
            key={landmark.id}
            role="img"
            aria-label={map.marker(landmark.number, landmark.name)}
            data-marker={landmark.id}
          >
            <circle
              cx={round(badge.x)}
              cy={round(badge.y)}
              r={MARKER_RADIUS}
              strokeWidth={2}
              className="fill-brand-800 stroke-white"
            />
            <text
              x={round(badge.x)}
              y={round(badge.y + 4)}
              textAnchor="middle"
              fontSize={11}
              fontWeight={800}
              className="fill-white"
            >
              {landmark.number}
            </text>
          </g>
        ))}
        <Legend panel={panel} north={map.north} scaleLabel={distance(panel.scale.km)} />
      </svg>
    </div>
  );
}

/** The strip under a map: its scale bar on the left, the north arrow on the right. */
function Legend({ panel, north, scaleLabel }: { panel: MapPanel; north: string; scaleLabel: string }) {
  const top = panel.height;
  const barY = top + 19;
  const left = 14;
  const right = left + panel.scale.length;
  const arrowX = panel.width - 22;
  return (
    <g aria-hidden="true">
      {/* Covers the rings that reach past the map. */}
      <rect y={top} width={panel.width} height={LEGEND_HEIGHT} className="fill-white" />
      <line x1={0} y1={top} x2={panel.width} y2={top} className="stroke-sand-200" />
      <path
        d={`M${left} ${barY - 5}V${barY}H${round(right)}V${barY - 5}`}
        fill="none"
        strokeWidth={2}
        className="stroke-ink"
      />
      <text x={round(right + 8)} y={barY + 1} fontSize={11} fontWeight={700} className="fill-ink">
        {scaleLabel}
      </text>
      <path d={`M${arrowX} ${top + 6}l5 14h-10z`} className="fill-ink" />
      <text x={arrowX + 9} y={top + 20} fontSize={11} fontWeight={800} className="fill-ink">
        {north}
      </text>
    </g>
  );
}

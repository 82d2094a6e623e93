import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { useContent, useWords } from "#app/utils/use-content.tsx";
import { addressContent, siteContent } from "#content/site.ts";
import { uiContent } from "#content/ui.ts";
import { visitsContent } from "#content/visits.ts";

export function ContactSection() {
  const { contact } = useWords("home");
  const { site } = useContent(siteContent);
  const { address: postalAddress } = useContent(addressContent);
  const { contact: contactWords } = useContent(uiContent);
  const { officeHours } = useContent(visitsContent);
  const { address } = site;
  return (
    <section id="contact" aria-labelledby="contact-heading" className="py-16 render-when-near md:py-24">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="contact-heading"
            eyebrow={contact.eyebrow}
            title={contact.heading}
            text={contact.text}
            align="left"
          />
          <a
            href={address.mapsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("primary", "lg", "mt-8")}
          >
            <Icon name="navigation" className="size-4" /> {contact.directions}{" "}
            <span className="sr-only">{contact.directionsHint}</span>
          </a>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:col-span-2">
            <Icon name="map-pin" className="size-6 text-gold-600" />
            <h3 className="mt-3 font-bold text-brand-900">{contactWords.siteAddress}</h3>
            <address className="mt-1 text-muted not-italic">
              {site.projectName}, {postalAddress.join(", ")}
            </address>
          </div>
          {site.phones.map((phone) => (
            <div key={phone.tel} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
              <Icon name="phone" className="size-6 text-gold-600" />
              <h3 className="mt-3 font-bold text-brand-900">{phone.label}</h3>
              <a
                href={`tel:${phone.tel}`}
                className="mt-1 block text-lg font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                {phone.display}
              </a>
            </div>
          ))}
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
            <Icon name="mail" className="size-6 text-gold-600" />
            <h3 className="mt-3 font-bold text-brand-900">{contactWords.email}</h3>
            <a href={`mailto:${site.email}`} className="mt-1 block font-semibold text-brand-800 hover:underline">
              {site.email}
            </a>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
            <Icon name="clock" className="size-6 text-gold-600" />
            <h3 className="mt-3 font-bold text-brand-900">{contact.officeLabel}</h3>
            <p className="mt-1 text-muted">{officeHours}</p>
          </div>
        </div>
      </div>
    </section>
  );
}

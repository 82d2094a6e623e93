/**
 * Holds back what the first paint does not need: the web fonts and React Router's hydration.
 *
 * On a phone on a slow network, the ~140 KB of route modules and the ~50 KB of fonts compete
 * with the hero image for bandwidth, and the page paints later. The pre-rendered HTML is
 * complete and works without JavaScript, and the fallback fonts are metric-matched
 * (app/styles/font-fallbacks.css), so both can wait until the page has loaded and its first
 * paint is on screen:
 * - React Router's entry module script becomes an inert data block, which the loader runs as
 *   a module script. The block keeps its exact text, so the CSP hash of that text allows the
 *   script the loader inserts.
 * - The fonts stylesheet (linked by app/root.tsx with media="print" and `data-fonts-after-paint`,
 *   so it does not block rendering): the loader loads its @font-face rules with the FontFace
 *   API and adds them together, so the page is laid out again once, not once per font. If
 *   its rules cannot be read, the stylesheet is switched on instead. A returning visitor has
 *   them in the HTTP cache, so they are loaded at once: the fonts stylesheet is fetched on every
 *   visit, and its resource timing says whether it came from the cache (transferSize 0). That
 *   check needs no storage: a page's first localStorage or sessionStorage access waits on the
 *   browser process, 5 to 15 ms before the first paint in our traces.
 */

export const ENTRY_BLOCK_ID = "rr-entry";
const ENTRY_BLOCK_TYPE = "text/x-module-after-paint";
/** Marks the fonts stylesheet link in app/root.tsx. */
export const FONTS_LINK_ATTRIBUTE = "data-fonts-after-paint";
/** Set on <html> once the fonts are in use. */
export const FONTS_APPLIED_ATTRIBUTE = "data-fonts-applied";

/** Start at the latest this long after the loader runs, even if the load event never comes. */
export const SAFETY_DELAY_MS = 5000;

/**
 * Plain ES5 so it runs as written everywhere; it is hashed into the CSP like every inline
 * script. It waits for the load event and for the first contentful paint to be on screen
 * (paint timing reports it after presentation, later than the frame that drew it), then
 * for one more frame. A hidden tab paints nothing, so it starts at once after the load
 * event; so does a browser without paint timing.
 */
export const AFTER_FIRST_PAINT_LOADER = [
  "(function(){",
  "var started=false,fontsRequested=false,loaded=false,painted=false;",
  "function loadFonts(){if(fontsRequested)return;fontsRequested=true;",
  `var links=document.querySelectorAll("link[${FONTS_LINK_ATTRIBUTE}]"),faces=[];`,
  "for(var i=0;i<links.length;i++){var link=links[i];try{var rules=link.sheet.cssRules;",
  "for(var j=0;j<rules.length;j++){var r=rules[j].style;if(rules[j].type!==5)continue;",
  'faces.push(new FontFace(r.getPropertyValue("font-family").replace(/["\']/g,""),r.getPropertyValue("src"),',
  '{weight:r.getPropertyValue("font-weight")||"normal",style:r.getPropertyValue("font-style")||"normal",',
  'display:r.getPropertyValue("font-display")||"swap",unicodeRange:r.getPropertyValue("unicode-range")||"U+0-10FFFF"}))}',
  '}catch(e){link.media="all"}}',
  "Promise.all(faces.map(function(f){return f.load()})).then(function(){faces.forEach(function(f){document.fonts.add(f)});",
  `document.documentElement.setAttribute("${FONTS_APPLIED_ATTRIBUTE}","")},function(){})}`,
  "function start(){if(started)return;started=true;loadFonts();",
  'var s=document.createElement("script");s.type="module";',
  `s.textContent=document.getElementById("${ENTRY_BLOCK_ID}").textContent;`,
  "document.body.appendChild(s)}",
  "function ready(){if(!loaded)return;if(document.hidden)return start();if(!painted)return;",
  "requestAnimationFrame(function(){var c=new MessageChannel();c.port1.onmessage=start;c.port2.postMessage(0)})}",
  `var fontsLink=document.querySelector("link[${FONTS_LINK_ATTRIBUTE}]");`,
  "if(fontsLink)try{new PerformanceObserver(function(list,observer){var e=list.getEntriesByName(fontsLink.href)[0];",
  'if(!e)return;observer.disconnect();if(e.transferSize===0&&e.decodedBodySize>0)loadFonts()}).observe({type:"resource",buffered:true})}catch(e){}',
  "try{new PerformanceObserver(function(list,observer){",
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();painted=true;ready()}',
  '}).observe({type:"paint",buffered:true})}catch(e){painted=true}',
  "function onLoad(){loaded=true;ready()}",
  'if(document.readyState==="complete")onLoad();else addEventListener("load",onLoad,{once:true});',
  `setTimeout(start,${SAFETY_DELAY_MS})`,
  "})()",
].join("");

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const ENTRY_SCRIPT = /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/g;

/**
 * Drops the modulepreload links (they fetch every route module at the highest priority,
 * ahead of the hero image) and hands the entry module script to the loader. Throws when the
 * page does not have exactly one entry module script, so a change in React Router's output
 * fails the build instead of shipping a page that never hydrates.
 */
export function deferToFirstPaint(html: string, file = "page"): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)];
  if (entries.length !== 1) {
    throw new Error(`${file}: expected one React Router entry <script type="module">, found ${entries.length}`);
  }
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      ENTRY_SCRIPT,
      (_, code: string) =>
        `<script type="${ENTRY_BLOCK_TYPE}" id="${ENTRY_BLOCK_ID}">${code}</script><script>${AFTER_FIRST_PAINT_LOADER}</script>`,
    );
}

import type { ReactElement, SVGProps } from 'react';
import { classNames } from './class-names';

/*
 * Lucide's icons (docs/ui-reference.md names them), drawn by this one small component: the path
 * data below is lucide-react 1.75.0's, unchanged (ISC; the icons lucide took from Feather are
 * MIT; both notices are in lucide-icons.LICENSE beside this file). lucide-react's own icon
 * component and its helpers were ~1.1 KB gzip of the main screen for what this does: an <svg>
 * with lucide's stroke attributes and its `lucide lucide-<name>` classes (docs/decisions/020).
 * The logo's sparkles are drawn in logo.tsx, which the sign-in screen loads without this file.
 */
type IconNode = ReadonlyArray<readonly ['path' | 'circle' | 'rect', Readonly<Record<string, string>>]>;

export type Icon = (props: SVGProps<SVGSVGElement>) => ReactElement;

function lucideIcon(name: string, node: IconNode): Icon {
  return function LucideIcon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={classNames('lucide', `lucide-${name}`, className)}
        {...props}
      >
        {node.map(([Shape, attributes], index) => (
          <Shape key={index} {...attributes} />
        ))}
      </svg>
    );
  };
}

export const Bookmark = /* @__PURE__ */ lucideIcon('bookmark', [['path',{d: 'M17 3a2 2 0 0 1 2 2v15a1 1 0 0 1-1.496.868l-4.512-2.578a2 2 0 0 0-1.984 0l-4.512 2.578A1 1 0 0 1 5 20V5a2 2 0 0 1 2-2z'}]]);
export const Briefcase = /* @__PURE__ */ lucideIcon('briefcase', [['path',{d: 'M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16'}],['rect',{width: '20',height: '14',x: '2',y: '6',rx: '2'}]]);
export const Check = /* @__PURE__ */ lucideIcon('check', [['path',{d: 'M20 6 9 17l-5-5'}]]);
export const Copy = /* @__PURE__ */ lucideIcon('copy', [['rect',{width: '14',height: '14',x: '8',y: '8',rx: '2',ry: '2'}],['path',{d: 'M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2'}]]);
export const Download = /* @__PURE__ */ lucideIcon('download', [['path',{d: 'M12 15V3'}],['path',{d: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4'}],['path',{d: 'm7 10 5 5 5-5'}]]);
export const Heart = /* @__PURE__ */ lucideIcon('heart', [['path',{d: 'M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5'}]]);
export const Info = /* @__PURE__ */ lucideIcon('info', [['circle',{cx: '12',cy: '12',r: '10'}],['path',{d: 'M12 16v-4'}],['path',{d: 'M12 8h.01'}]]);
export const KeyRound = /* @__PURE__ */ lucideIcon('key-round', [['path',{d: 'M2.586 17.414A2 2 0 0 0 2 18.828V21a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h1a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h.172a2 2 0 0 0 1.414-.586l.814-.814a6.5 6.5 0 1 0-4-4z'}],['circle',{cx: '16.5',cy: '7.5',r: '.5',fill: 'currentColor'}]]);
export const Lightbulb = /* @__PURE__ */ lucideIcon('lightbulb', [['path',{d: 'M15 14c.2-1 .7-1.7 1.5-2.5 1-.9 1.5-2.2 1.5-3.5A6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5.7.7 1.3 1.5 1.5 2.5'}],['path',{d: 'M9 18h6'}],['path',{d: 'M10 22h4'}]]);
export const LogOut = /* @__PURE__ */ lucideIcon('log-out', [['path',{d: 'm16 17 5-5-5-5'}],['path',{d: 'M21 12H9'}],['path',{d: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4'}]]);
export const PartyPopper = /* @__PURE__ */ lucideIcon('party-popper', [['path',{d: 'M5.8 11.3 2 22l10.7-3.79'}],['path',{d: 'M4 3h.01'}],['path',{d: 'M22 8h.01'}],['path',{d: 'M15 2h.01'}],['path',{d: 'M22 20h.01'}],['path',{d: 'm22 2-2.24.75a2.9 2.9 0 0 0-1.96 3.12c.1.86-.57 1.63-1.45 1.63h-.38c-.86 0-1.6.6-1.76 1.44L14 10'}],['path',{d: 'm22 13-.82-.33c-.86-.34-1.82.2-1.98 1.11c-.11.7-.72 1.22-1.43 1.22H17'}],['path',{d: 'm11 2 .33.82c.34.86-.2 1.82-1.11 1.98C9.52 4.9 9 5.52 9 6.23V7'}],['path',{d: 'M11 13c1.93 1.93 2.83 4.17 2 5-.83.83-3.07-.07-5-2-1.93-1.93-2.83-4.17-2-5 .83-.83 3.07.07 5 2Z'}]]);
export const Pencil = /* @__PURE__ */ lucideIcon('pencil', [['path',{d: 'M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z'}],['path',{d: 'm15 5 4 4'}]]);
export const PencilLine = /* @__PURE__ */ lucideIcon('pencil-line', [['path',{d: 'M13 21h8'}],['path',{d: 'm15 5 4 4'}],['path',{d: 'M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z'}]]);
export const RefreshCw = /* @__PURE__ */ lucideIcon('refresh-cw', [['path',{d: 'M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8'}],['path',{d: 'M21 3v5h-5'}],['path',{d: 'M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16'}],['path',{d: 'M8 16H3v5'}]]);
export const Search = /* @__PURE__ */ lucideIcon('search', [['path',{d: 'm21 21-4.34-4.34'}],['circle',{cx: '11',cy: '11',r: '8'}]]);
export const Smile = /* @__PURE__ */ lucideIcon('face-slightly-smiling', [['path',{d: 'M15 10V9'}],['path',{d: 'M16.472 15a6 6 0 01-8.943 0'}],['path',{d: 'M9 10V9'}],['circle',{cx: '12',cy: '12',r: '10'}]]);
export const Sparkles = /* @__PURE__ */ lucideIcon('sparkles', [['path',{d: 'M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z'}],['path',{d: 'M20 2v4'}],['path',{d: 'M22 4h-4'}],['circle',{cx: '4',cy: '20',r: '2'}]]);
export const Trash2 = /* @__PURE__ */ lucideIcon('trash', [['path',{d: 'M10 11v6'}],['path',{d: 'M14 11v6'}],['path',{d: 'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6'}],['path',{d: 'M3 6h18'}],['path',{d: 'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2'}]]);
export const Trophy = /* @__PURE__ */ lucideIcon('trophy', [['path',{d: 'M10 14.66V17a1 1 0 0 1-1 1 2 2 0 0 0-2 2v2'}],['path',{d: 'M14 14.66V17a1 1 0 0 0 1 1 2 2 0 0 1 2 2v2'}],['path',{d: 'M17.916 10H19.5A2.5 2.5 0 0 0 22 7.5V5a1 1 0 0 0-1-1h-3'}],['path',{d: 'M4 22h16'}],['path',{d: 'M6 9a6 6 0 0 0 12 0V3a1 1 0 0 0-1-1H7a1 1 0 0 0-1 1z'}],['path',{d: 'M6.084 10H4.5A2.5 2.5 0 0 1 2 7.5V5a1 1 0 0 1 1-1h3'}]]);
export const Upload = /* @__PURE__ */ lucideIcon('upload', [['path',{d: 'M12 3v12'}],['path',{d: 'm17 8-5-5-5 5'}],['path',{d: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4'}]]);
export const UserRound = /* @__PURE__ */ lucideIcon('user-round', [['circle',{cx: '12',cy: '8',r: '5'}],['path',{d: 'M20 21a8 8 0 0 0-16 0'}]]);
export const Wand2 = /* @__PURE__ */ lucideIcon('wand-sparkles', [['path',{d: 'm21.64 3.64-1.28-1.28a1.21 1.21 0 0 0-1.72 0L2.36 18.64a1.21 1.21 0 0 0 0 1.72l1.28 1.28a1.2 1.2 0 0 0 1.72 0L21.64 5.36a1.2 1.2 0 0 0 0-1.72'}],['path',{d: 'm14 7 3 3'}],['path',{d: 'M5 6v4'}],['path',{d: 'M19 14v4'}],['path',{d: 'M10 2v2'}],['path',{d: 'M7 8H3'}],['path',{d: 'M21 16h-4'}],['path',{d: 'M11 3H9'}]]);
export const X = /* @__PURE__ */ lucideIcon('x', [['path',{d: 'M18 6 6 18'}],['path',{d: 'm6 6 12 12'}]]);
export const Zap = /* @__PURE__ */ lucideIcon('zap', [['path',{d: 'M15.914 4a1.5 1.5 0 00-2.474-1.561l-9 9A1.5 1.5 0 005.5 14h4.002a.5.5 0 01.471.666L8.086 20a1.5 1.5 0 002.475 1.56l9-9A1.5 1.5 0 0018.5 10h-3.997a.5.5 0 01-.472-.667z'}]]);

import { useEffect, useRef, useState } from "react";
import { type Example, swipeThreshold } from "../examples.ts";

/** Before/after slides: arrows, dots, a horizontal swipe of more than 50px, click to enlarge. */
export function Carousel({ examples }: { examples: Example[] }) {
  const [index, setIndex] = useState(0);
  const [enlarged, setEnlarged] = useState<{ src: string; alt: string } | null>(null);
  const touchStart = useRef<number | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const example = examples[index];
  const go = (step: number) => setIndex((i) => (i + step + examples.length) % examples.length);

  useEffect(() => {
    if (!enlarged) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setEnlarged(null);
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, [enlarged]);

  const image = (src: string, alt: string, label: string) => (
    <figure className="slide-image">
      <figcaption>{label}</figcaption>
      <button
        type="button"
        className="enlarge"
        onClick={() => setEnlarged({ src, alt })}
        aria-label={`Enlarge ${alt}`}
      >
        <img src={src} alt={alt} width="480" height="360" loading="lazy" draggable={false} />
      </button>
    </figure>
  );

  return (
    <div
      className="carousel"
      aria-roledescription="carousel"
      onTouchStart={(event) => (touchStart.current = event.touches[0].clientX)}
      onTouchEnd={(event) => {
        if (touchStart.current === null) return;
        const dx = event.changedTouches[0].clientX - touchStart.current;
        touchStart.current = null;
        if (Math.abs(dx) > swipeThreshold) go(dx < 0 ? 1 : -1);
      }}
    >
      <div className="slide" aria-roledescription="slide" aria-label={`${index + 1} of ${examples.length}`}>
        <h3>{example.title}</h3>
        <p className="muted">{example.caption}</p>
        <div className="slide-pair">
          {image(example.original, `${example.title}: original`, "Original")}
          {image(example.markdown, `${example.title}: markdown`, "Markdown")}
        </div>
      </div>
      <div className="carousel-controls">
        <button type="button" className="button" onClick={() => go(-1)} aria-label="Previous example">
          ‹
        </button>
        <div className="dots">
          {examples.map((e, i) => (
            <button
              type="button"
              key={e.id}
              className={i === index ? "dot active" : "dot"}
              aria-label={e.title}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
        <button type="button" className="button" onClick={() => go(1)} aria-label="Next example">›</button>
      </div>
      {enlarged && (
        <div
          className="lightbox"
          role="dialog"
          aria-modal="true"
          aria-label={enlarged.alt}
          onClick={() => setEnlarged(null)}
        >
          <img src={enlarged.src} alt={enlarged.alt} />
          <button
            ref={closeRef}
            type="button"
            className="close"
            aria-label="Close"
            onClick={() => setEnlarged(null)}
          >
            ✕
          </button>
        </div>
      )}
    </div>
  );
}

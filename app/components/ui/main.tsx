import { createContext, useContext } from "react";

const InsideMain = createContext(false);

/**
 * The page's <main> landmark, or a plain <div> when already inside one: an error view shown by a
 * page's error boundary sits inside its area's shell, which has the <main> already (a page has one).
 */
export function Main({ id, className, children }: { id?: string; className?: string; children: React.ReactNode }) {
  const Tag = useContext(InsideMain) ? "div" : "main";
  return (
    <InsideMain.Provider value={true}>
      <Tag id={id} className={className}>
        {children}
      </Tag>
    </InsideMain.Provider>
  );
}

import { AreaPreparing } from "~/components/layout/area-layout";
import { preparingLoader } from "~/modules/shell/area-route.server";

export const loader = preparingLoader("parent");

export default AreaPreparing;

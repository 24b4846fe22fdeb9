/** Mammoth's prebuilt browser bundle has the API of the package's main entry, and no types of its own. */
declare module "mammoth/mammoth.browser.min.js" {
  import mammoth from "mammoth";
  export default mammoth;
}

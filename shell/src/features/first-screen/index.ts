/** The first-screen feature's public entry: the boot script shows a kept page, the shell keeps one. */
export {
  drawFirstScreen,
  forgetFirstScreens,
  keepFirstScreen,
  showFirstScreen,
} from './data/first-screen';

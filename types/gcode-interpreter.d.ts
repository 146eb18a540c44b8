// Typings for the part of gcode-interpreter 3 (cncjs; ships none) the plotter tests use to
// read the robot's G-code back: one handler per command word, called with that line's other
// words as numbers.
declare module 'gcode-interpreter' {
  export type GcodeParams = Record<string, number>;
  export interface InterpreterOptions {
    handlers?: Record<string, (params: GcodeParams) => void>;
    defaultHandler?: (command: string, params: GcodeParams) => void;
  }
  export default class Interpreter {
    constructor(options?: InterpreterOptions);
    loadFromStringSync(gcode: string): unknown;
  }
}

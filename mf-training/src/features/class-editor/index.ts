export { ClassEditor, type EditorTarget } from './components/ClassEditor';

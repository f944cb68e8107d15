/** The open components VeriDojo is built on, with what each does here and its licence (SPDX names). */
export interface OpenComponent {
  name: string;
  use: string;
  licence: string;
  url: string;
}

export const OPEN_COMPONENTS: OpenComponent[] = [
  { name: 'React', use: '网页界面', licence: 'MIT', url: 'https://react.dev' },
  { name: 'React Router', use: '页面路由', licence: 'MIT', url: 'https://reactrouter.com' },
  { name: 'Ant Design', use: '界面组件与图标', licence: 'MIT', url: 'https://ant.design' },
  { name: 'Vite', use: '前端构建', licence: 'MIT', url: 'https://vite.dev' },
  { name: 'CodeMirror', use: '代码编辑器', licence: 'MIT', url: 'https://codemirror.net' },
  { name: 'TypeScript', use: '开发语言', licence: 'Apache-2.0', url: 'https://www.typescriptlang.org' },
  { name: 'Node.js', use: '服务器运行环境', licence: 'MIT', url: 'https://nodejs.org' },
  { name: 'Fastify', use: '服务器 Web 框架', licence: 'MIT', url: 'https://fastify.dev' },
  { name: 'zod', use: '接口数据校验', licence: 'MIT', url: 'https://zod.dev' },
  { name: 'PGlite', use: '内嵌数据库（单机部署）', licence: 'Apache-2.0 / PostgreSQL', url: 'https://pglite.dev' },
  { name: 'PostgreSQL', use: '数据库', licence: 'PostgreSQL', url: 'https://www.postgresql.org' },
  { name: 'nodemailer', use: '发送验证码邮件', licence: 'MIT-0', url: 'https://nodemailer.com' },
  {
    name: 'Icarus Verilog',
    use: 'Verilog 编译与仿真、Verilog 转 VHDL',
    licence: 'GPL-2.0',
    url: 'https://steveicarus.github.io/iverilog/',
  },
  { name: 'GHDL', use: 'VHDL 分析与转换结果校验', licence: 'GPL-2.0', url: 'https://github.com/ghdl/ghdl' },
  { name: 'Verilator', use: 'Verilog 代码检查（lint）', licence: 'LGPL-3.0 / Artistic-2.0', url: 'https://www.veripool.org/verilator/' },
  { name: 'Yosys', use: '综合：单元统计、锁存器与组合环路检查、网表', licence: 'ISC', url: 'https://github.com/YosysHQ/yosys' },
  { name: 'netlistsvg', use: '把综合网表画成原理图', licence: 'MIT', url: 'https://github.com/nturley/netlistsvg' },
  { name: 'elkjs（Eclipse Layout Kernel）', use: '原理图布局', licence: 'EPL-1.0', url: 'https://github.com/kieler/elkjs' },
  { name: 'bubblewrap', use: '运行用户代码的隔离沙箱', licence: 'LGPL-2.0-or-later', url: 'https://github.com/containers/bubblewrap' },
];

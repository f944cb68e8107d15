/**
 * 系统配置 (spec §2, §5): limits (each at least 1), the VIP package editor (price at least 0.01 in
 * steps of 0.01, days at least 1), the AI provider and Alipay credentials — secrets shown only as
 * set or not, replaced only when a new value is typed, or cleared on purpose — and the rate limits.
 * The server checks every value again; a change applies on every server process without restart.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { RATE_LIMIT_LABELS, type AdminConfig, type AdminConfigUpdate, type RateLimitName } from '@veridojo/contracts';
import { Button, Card, Checkbox, Col, Form, Input, InputNumber, Row, Skeleton, Space, Switch, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useAction } from '../../api/action.ts';
import { apiCall } from '../../api/client.ts';
import { useApiQuery } from '../../api/query.ts';
import { ADMIN_FAILURES, toastFailure } from './admin-feedback.ts';

const SECRETS = ['deepseek_api_key', 'alipay_private_key', 'alipay_public_key'] as const;
type Secret = (typeof SECRETS)[number];

interface PackageRow {
  id: string;
  name: string;
  price: number;
  days: number;
  description: string;
  features: string;
  recommended: boolean;
}

type FormValues = Omit<AdminConfig, 'vip_packages' | Secret> & { vip_packages: PackageRow[] } & Record<Secret, string>;

function toForm(config: AdminConfig): FormValues {
  return {
    ...config,
    deepseek_api_key: '',
    alipay_private_key: '',
    alipay_public_key: '',
    vip_packages: Object.entries(config.vip_packages).map(([id, p]) => ({ ...p, id, features: p.features.join('，') })),
  };
}

/** The change the form asks for: every shown value, and a secret only when typed or cleared. */
function toUpdate(values: FormValues, cleared: Record<Secret, boolean>): AdminConfigUpdate {
  const { vip_packages, deepseek_api_key, alipay_private_key, alipay_public_key, ...rest } = values;
  const typed: Record<Secret, string> = { deepseek_api_key, alipay_private_key, alipay_public_key };
  const secrets: Partial<Record<Secret, string>> = {};
  for (const key of SECRETS) {
    if (cleared[key]) secrets[key] = '';
    else if (typed[key].trim() !== '') secrets[key] = typed[key].trim();
  }
  return {
    ...rest,
    ...secrets,
    vip_packages: Object.fromEntries(
      vip_packages.map((p) => [
        p.id.trim(),
        {
          name: p.name,
          price: p.price,
          days: p.days,
          description: p.description ?? '',
          features: (p.features ?? '')
            .split(/[,，]/)
            .map((f) => f.trim())
            .filter(Boolean),
          recommended: p.recommended ?? false,
        },
      ]),
    ),
  };
}

const atLeastOne = [
  { required: true, message: '请填写' },
  { type: 'number' as const, min: 1, message: '至少为 1' },
];

export function ConfigTab() {
  const [form] = Form.useForm<FormValues>();
  const [config, setConfig] = useState<AdminConfig | null>(null);
  const [cleared, setCleared] = useState<Record<Secret, boolean>>({
    deepseek_api_key: false,
    alipay_private_key: false,
    alipay_public_key: false,
  });

  const show = useCallback(
    (next: AdminConfig) => {
      setConfig(next);
      setCleared({ deepseek_api_key: false, alipay_private_key: false, alipay_public_key: false });
      form.setFieldsValue(toForm(next));
    },
    [form],
  );

  const read = useApiQuery('adminConfig', {}, { failure: ADMIN_FAILURES.loadConfig });
  const loaded = read.data;
  useEffect(() => {
    if (loaded) show(loaded.config);
  }, [loaded, show]);

  const save = useAction(
    async (values: FormValues) => {
      const answer = await apiCall('adminUpdateConfig', toUpdate(values, cleared));
      show(answer.config);
    },
    { success: '系统配置更新成功', failure: (error) => toastFailure(error, 'updateConfig') },
  );

  if (!config) return <Skeleton active paragraph={{ rows: 8 }} />;

  const secretField = (key: Secret, label: string, multiline = false) => (
    <Form.Item
      label={label}
      extra={
        <Space size={8}>
          <span>{config[key] ? config[key] : '未设置'}；留空表示不修改</span>
          {config[key] && (
            <Checkbox checked={cleared[key]} onChange={(e) => setCleared((c) => ({ ...c, [key]: e.target.checked }))}>
              清除
            </Checkbox>
          )}
        </Space>
      }
    >
      <Form.Item name={key} noStyle>
        {multiline ? (
          <Input.TextArea rows={3} placeholder="输入新的值以替换" disabled={cleared[key]} autoComplete="off" aria-label={label} />
        ) : (
          <Input.Password placeholder="输入新的值以替换" disabled={cleared[key]} autoComplete="new-password" aria-label={label} />
        )}
      </Form.Item>
    </Form.Item>
  );

  return (
    <Form<FormValues> form={form} layout="vertical" onFinish={(v) => void save.run(v)} requiredMark={false} style={{ maxWidth: 960 }}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Card size="small" title="使用限制">
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="problem_limit" label="普通用户可做的题目数" rules={atLeastOne}>
                <InputNumber min={1} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="ide_line_limit" label="IDE 行数限制（普通用户）" rules={atLeastOne}>
                <InputNumber min={1} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="converter_line_limit" label="转换器行数限制（普通用户）" rules={atLeastOne}>
                <InputNumber min={1} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="ide_max_entries" label="IDE 项目文件数上限" rules={atLeastOne}>
                <InputNumber min={1} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="ide_max_file_bytes" label="IDE 单个文件大小上限（字节）" rules={atLeastOne}>
                <InputNumber min={1024} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="ide_max_project_bytes" label="IDE 项目总大小上限（字节）" rules={atLeastOne}>
                <InputNumber min={1024} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card size="small" title="会员套餐">
          <Form.List name="vip_packages">
            {(fields, { add, remove }) => (
              <Space direction="vertical" style={{ width: '100%' }}>
                {fields.map((field) => (
                  <Row key={field.key} gutter={8} align="top">
                    <Col xs={12} md={4}>
                      <Form.Item
                        name={[field.name, 'id']}
                        label="编号"
                        rules={[{ required: true, pattern: /^[a-z0-9_]{1,64}$/, message: '小写字母、数字、下划线' }]}
                      >
                        <Input placeholder="vip_30days" />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4}>
                      <Form.Item name={[field.name, 'name']} label="名称" rules={[{ required: true, message: '请填写名称' }]}>
                        <Input />
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={3}>
                      <Form.Item
                        name={[field.name, 'price']}
                        label="价格（元）"
                        rules={[
                          { required: true, message: '请填写价格' },
                          { type: 'number', min: 0.01, message: '至少 0.01' },
                        ]}
                      >
                        <InputNumber min={0.01} step={0.01} precision={2} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={2}>
                      <Form.Item name={[field.name, 'days']} label="天数" rules={atLeastOne}>
                        <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={2}>
                      <Form.Item name={[field.name, 'recommended']} label="推荐" valuePropName="checked">
                        <Switch size="small" />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={4}>
                      <Form.Item name={[field.name, 'description']} label="说明">
                        <Input />
                      </Form.Item>
                    </Col>
                    <Col xs={20} md={4}>
                      <Form.Item name={[field.name, 'features']} label="特点（逗号分隔）">
                        <Input />
                      </Form.Item>
                    </Col>
                    <Col xs={4} md={1}>
                      <Form.Item label=" ">
                        <Button
                          danger
                          icon={<DeleteOutlined />}
                          disabled={fields.length <= 1}
                          onClick={() => remove(field.name)}
                          aria-label="删除套餐"
                        />
                      </Form.Item>
                    </Col>
                  </Row>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ id: '', name: '', price: 9.9, days: 30, description: '', features: '', recommended: false })}
                >
                  添加套餐
                </Button>
              </Space>
            )}
          </Form.List>
          <Form.Item
            name="vip_order_timeout_minutes"
            label="订单支付时限（分钟）"
            rules={atLeastOne}
            style={{ marginTop: 16, maxWidth: 240 }}
          >
            <InputNumber min={1} max={1440} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Card>

        <Card size="small" title="AI 服务（OpenAI 兼容接口）">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="ai_base_url" label="服务地址" rules={[{ required: true, type: 'url', message: '请填写 http(s) 网址' }]}>
                <Input placeholder="https://api.deepseek.com" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="ai_model" label="模型" rules={[{ required: true, message: '请填写模型名称' }]}>
                <Input placeholder="deepseek-chat" />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            {(
              [
                ['ai_daily_analyses', '每天的 AI 分析次数'],
                ['ai_daily_chats', '每天的 AI 对话条数'],
              ] as const
            ).map(([key, label]) =>
              (['normal', 'vip'] as const).map((tier) => (
                <Col xs={12} md={6} key={`${key}-${tier}`}>
                  <Form.Item
                    name={[key, tier]}
                    label={`${label}（${tier === 'normal' ? '普通用户' : '会员'}）`}
                    rules={[
                      { required: true, message: '请填写' },
                      { type: 'number', min: 0, message: '不能为负' },
                    ]}
                  >
                    <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              )),
            )}
          </Row>
          {secretField('deepseek_api_key', 'API 密钥')}
        </Card>

        <Card size="small" title="支付宝">
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="alipay_app_id" label="应用 ID（APPID）">
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="alipay_gateway" label="网关地址" rules={[{ required: true, type: 'url', message: '请填写 http(s) 网址' }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="alipay_notify_url"
                label="异步通知地址（留空：本站地址）"
                rules={[{ type: 'url', message: '请填写 http(s) 网址' }]}
              >
                <Input />
              </Form.Item>
            </Col>
          </Row>
          {secretField('alipay_private_key', '应用私钥', true)}
          {secretField('alipay_public_key', '支付宝公钥', true)}
        </Card>

        <Card size="small" title="频率限制">
          <Typography.Paragraph type="secondary">每个时间窗口内允许的次数；管理员提交代码不受限制。</Typography.Paragraph>
          <Row gutter={16}>
            {(Object.keys(RATE_LIMIT_LABELS) as RateLimitName[]).map((name) => (
              <Col xs={24} md={12} lg={8} key={name}>
                <div style={{ marginBottom: 4 }}>{RATE_LIMIT_LABELS[name]}</div>
                <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
                  <Form.Item name={['rate_limits', name, 'limit']} noStyle rules={atLeastOne}>
                    <InputNumber
                      min={1}
                      precision={0}
                      addonAfter="次"
                      style={{ width: '50%' }}
                      aria-label={`${RATE_LIMIT_LABELS[name]}（次）`}
                    />
                  </Form.Item>
                  <Form.Item name={['rate_limits', name, 'window_seconds']} noStyle rules={atLeastOne}>
                    <InputNumber
                      min={1}
                      max={86400}
                      precision={0}
                      addonBefore="每"
                      addonAfter="秒"
                      style={{ width: '50%' }}
                      aria-label={`${RATE_LIMIT_LABELS[name]}（时间窗口）`}
                    />
                  </Form.Item>
                </Space.Compact>
              </Col>
            ))}
          </Row>
        </Card>

        <Button type="primary" htmlType="submit" loading={save.busy}>
          保存配置
        </Button>
      </Space>
    </Form>
  );
}

/**
 * Real-looking article bodies, as staff wrote them in HTML before the rich-text editor, for the
 * conversion tests (HTML -> rich text -> HTML). `MEDIA_SRC` stands for a file of the media library.
 */
export const MEDIA_SRC = '/cms-api/media/file/corpus-figure.png'

export const corpus: { name: string; html: string }[] = [
  {
    name: '单细胞综述（标题、列表、引用、加粗斜体、链接）',
    html: `<h2>研究背景</h2>
<p>单细胞转录组测序（<strong>scRNA-seq</strong>）让研究者能够在<em>单个细胞</em>层面刻画肿瘤微环境。详见<a href="https://www.ncbi.nlm.nih.gov/geo/" target="_blank">GEO 数据库</a>与我们的<a href="/services/bioinformatics">生信分析服务</a>。</p>
<h3>常用分析流程</h3>
<ol>
  <li>质控与过滤：去除双细胞和低质量细胞</li>
  <li>标准化与高变基因筛选</li>
  <li>降维聚类：PCA、UMAP
    <ul><li>分辨率参数需结合生物学意义调整</li><li>批次效应可用 Harmony 校正</li></ul>
  </li>
  <li>细胞类型注释</li>
</ol>
<blockquote>“数据质量决定了分析结论的上限。”——某三甲医院临床研究中心</blockquote>
<p>联系我们：<a href="mailto:service@keyan.example.com">service@keyan.example.com</a>，电话 <a href="tel:+8657100000000">0571-0000 0000</a>。</p>`,
  },
  {
    name: 'R 语言教程（代码块、行内代码、上下标）',
    html: `<h2>用 R 绘制火山图</h2>
<p>先安装 <code>ggplot2</code> 和 <code>ggrepel</code>，再读取差异分析结果。显著性阈值通常取 P &lt; 0.05、|log<sub>2</sub>FC| &gt; 1，R<sup>2</sup> 仅供参考。</p>
<pre><code class="language-r">library(ggplot2)
res &lt;- read.csv("deg.csv")
res$sig &lt;- with(res, padj &lt; 0.05 &amp; abs(log2FoldChange) &gt; 1)

ggplot(res, aes(log2FoldChange, -log10(padj), colour = sig)) +
  geom_point(size = 0.8)
</code></pre>
<p>Python 用户可以这样做：</p>
<pre class="language-python"><code class="language-python">import pandas as pd
df = pd.read_csv("deg.csv")
print(df.head())</code></pre>
<pre>无语言标注的纯文本块
  保留缩进</pre>
<hr>
<p><u>注意</u>：<s>旧版 ggplot2 的写法</s>已不推荐。</p>`,
  },
  {
    name: 'Meta 分析案例（表格、图片、图注）',
    html: `<h2>项目背景</h2>
<p>客户为某医学院附属医院心内科医生，需要完成一篇关于他汀类药物的系统评价与 Meta 分析。</p>
<figure><img src="${MEDIA_SRC}" alt="森林图：合并效应量"><figcaption>图 1\u3000主要结局的森林图</figcaption></figure>
<h3>纳入研究概况</h3>
<table>
  <thead><tr><th>研究</th><th>样本量</th><th>随访（月）</th></tr></thead>
  <tbody>
    <tr><td>Zhang 2021</td><td>1,204</td><td>24</td></tr>
    <tr><td>Li 2022</td><td>856</td><td>36</td></tr>
    <tr><td colspan="2">合计</td><td>—</td></tr>
  </tbody>
</table>
<p>外部示意图：</p>
<p><img src="https://static.example.org/prisma-flow.png" alt="PRISMA 流程图"></p>
<h3>成果</h3>
<ul><li>论文发表于 <em>Frontiers in Cardiovascular Medicine</em>（IF 3.6）</li><li>从选题到接收用时 5 个月</li></ul>`,
  },
  {
    name: '基金申请要点（多级标题、强调、编号续写）',
    html: `<h2>一、立项依据</h2>
<p>立项依据要回答三个问题：<b>为什么做</b>、<i>做过什么</i>、<strong><em>还缺什么</em></strong>。</p>
<h3>1. 科学问题</h3>
<p>科学问题应当具体、可检验，避免“机制研究”式的笼统表述。</p>
<h4>常见误区</h4>
<ol start="3"><li>研究内容与目标不对应</li><li>技术路线图过于复杂</li></ol>
<h2>二、研究方案</h2>
<p>预实验数据是评审专家判断可行性的关键。</p>`,
  },
  {
    name: '培训通知（段落、换行、文字内链接）',
    html: `<p>各位学员：<br>2026 年暑期生信训练营将于 7 月 15 日开班。</p>
<p>报名方式见<a href="/news/summer-camp-2026">报名须知</a>；往期学员案例见<a href="/cases/meta-analysis-statins">成功案例</a>。</p>
<p>地点：杭州市西湖区（具体地址另行通知）</p>`,
  },
]

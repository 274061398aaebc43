// One question's counts as a bar chart (recharts), loaded on demand by QuestionResult so only the results page
// carries recharts. An image to assistive technology: the table beside it holds the same numbers.
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';

export interface QuestionChartProps {
  data: readonly { label: string; count: number }[];
  label: string;
  rightToLeft: boolean;
}

const AXIS_TEXT = { fill: 'var(--lms-color-tertiary)', fontSize: 12 };

export default function QuestionChart({ data, label, rightToLeft }: QuestionChartProps) {
  return (
    <div className="lms-survey-results__chart" role="img" aria-label={label}>
      <BarChart
        data={[...data]}
        responsive
        style={{ width: '100%', height: '100%' }}
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 8, left: 16 }}
      >
        <CartesianGrid stroke="var(--lms-color-tertiary)" strokeOpacity={0.2} vertical={false} />
        <XAxis dataKey="label" reversed={rightToLeft} tick={AXIS_TEXT} interval={0} />
        <YAxis
          allowDecimals={false}
          orientation={rightToLeft ? 'right' : 'left'}
          tick={AXIS_TEXT}
          width={32}
        />
        <Bar dataKey="count" fill="var(--lms-color-secondary)" isAnimationActive={false} />
      </BarChart>
    </div>
  );
}

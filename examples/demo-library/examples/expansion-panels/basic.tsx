import {
  ExpansionPanel,
  ExpansionPanels,
  ExpansionPanelText,
  ExpansionPanelTitle,
} from '@lectern/demo-library';

const questions = [
  {
    value: 'shipping',
    question: 'How long does shipping take?',
    answer: 'Orders leave the warehouse within two working days and arrive three to five days later.',
  },
  {
    value: 'returns',
    question: 'Can I return an item?',
    answer: 'Yes: send it back unused within 30 days and we refund the full price.',
  },
  {
    value: 'gift',
    question: 'Do you wrap gifts?',
    answer: 'Gift wrapping is not offered yet.',
    disabled: true,
  },
];

export default function ExpansionPanelsBasic() {
  return (
    <ExpansionPanels defaultValue={['shipping']}>
      {questions.map(({ value, question, answer, disabled }) => (
        <ExpansionPanel key={value} value={value} disabled={disabled}>
          <ExpansionPanelTitle>{question}</ExpansionPanelTitle>
          <ExpansionPanelText>{answer}</ExpansionPanelText>
        </ExpansionPanel>
      ))}
    </ExpansionPanels>
  );
}

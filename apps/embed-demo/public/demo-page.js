// The demo page's own script: mounts the step with LmsEmbed (loaded from the platform's /embed.js) and asks this
// site's back end for a launch token each time the frame wants one; shows every event the step dispatches.
const container = document.getElementById('lms-step');
const log = document.getElementById('events');

function note(text) {
  const item = document.createElement('li');
  item.textContent = text;
  log.append(item);
}

if (container && window.LmsEmbed) {
  const stepId = container.dataset.stepId;
  container.addEventListener('lms:ready', (event) => note(`lms:ready ${event.detail.stepId}`));
  container.addEventListener('lms:step-completed', (event) =>
    note(`lms:step-completed ${event.detail.stepId}`),
  );
  container.addEventListener('lms:resize', (event) => {
    container.dataset.lastHeight = String(event.detail.height);
  });
  container.addEventListener('lms:error', () =>
    note('lms:error the step did not answer: is this site allowed to embed steps?'),
  );
  window.LmsEmbed.mountActionPlan(container, {
    stepId,
    title: 'Your next step',
    async getLaunchToken() {
      const response = await fetch('/launch-token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ stepId }),
      });
      const { launchToken } = await response.json();
      return launchToken;
    },
  });
} else if (container) {
  note('The platform’s embed script did not load: is LMS_URL right?');
}

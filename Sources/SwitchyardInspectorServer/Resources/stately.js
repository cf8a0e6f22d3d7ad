"use strict";
// Shows the stores in the Stately Inspector (in the frame): events from the server's WebSocket are posted to the
// frame once it says it is connected, as @statelyai/inspect's own server does.
const frame = document.getElementById("inspector");
const token = new URLSearchParams(location.search).get("token") || "";
const waiting = [];
let connected = false;
window.addEventListener("message", (event) => {
  if (event.data && event.data.type === "@statelyai.connected") {
    connected = true;
    for (const data of waiting.splice(0)) frame.contentWindow.postMessage(data, "*");
  }
});
const scheme = location.protocol === "https:" ? "wss://" : "ws://";
const socket = new WebSocket(scheme + location.host + "/api/v1/stately?token=" + encodeURIComponent(token));
socket.onmessage = (event) => {
  const data = JSON.parse(event.data);
  if (connected) frame.contentWindow.postMessage(data, "*"); else waiting.push(data);
};
